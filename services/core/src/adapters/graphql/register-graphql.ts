import { readdir, readFile } from 'node:fs/promises';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import { createAuthenticator } from '../http/authenticate.ts';
import type { HttpContainer } from '../http/http-container.ts';
import { createGraphqlContext, type GraphqlContext } from './graphql-context.ts';
import { createFormatError } from './graphql-errors.ts';
import { queryLimitsRule } from './query-limits.rule.ts';
import { buildResolvers } from './resolvers/index.ts';

const schemaFolder = new URL('../../../../../schema/', import.meta.url);

export const graphqlQueryLimits = { maxDepth: 8, maxFields: 500 };

/** Reads the SDL contract, one file per module, in a stable order. */
export async function loadTypeDefs(): Promise<string[]> {
  const files = (await readdir(schemaFolder)).filter((name) => name.endsWith('.graphql')).sort();
  return Promise.all(files.map((name) => readFile(new URL(name, schemaFolder), 'utf8')));
}

/** Mounts the GraphQL API at /graphql (GET and POST) on the given Fastify app. */
export async function registerGraphql(app: FastifyInstance, container: HttpContainer): Promise<void> {
  const apollo = new ApolloServer<GraphqlContext>({
    typeDefs: await loadTypeDefs(),
    resolvers: buildResolvers(),
    formatError: createFormatError(app.log),
    includeStacktraceInErrorResponses: false,
    validationRules: [queryLimitsRule(graphqlQueryLimits)],
    // Integrators bring their own client; the hosted sandbox page would also fight the CSP.
    plugins: [ApolloServerPluginLandingPageDisabled()],
    // The process's own shutdown closes Fastify, which stops Apollo below.
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  // Fastify's close already waits for in-flight requests. fastifyApolloDrainPlugin is left out on purpose: its
  // drain calls fastify.close() again, which never settles when apollo.stop() runs inside Fastify's own close.
  app.addHook('onClose', async () => {
    await apollo.stop();
  });

  const auth = createAuthenticator(container);
  const handler = fastifyApolloHandler(apollo, {
    context: async (request) => createGraphqlContext(request, container.deps, auth),
  });
  app.route({ url: '/graphql', method: ['GET', 'POST', 'OPTIONS'], handler });
}
