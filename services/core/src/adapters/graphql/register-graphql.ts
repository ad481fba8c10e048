import { readdir, readFile } from 'node:fs/promises';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createAuthenticator } from '../http/authenticate.ts';
import { toHttpError } from '../http/error-mapping.ts';
import type { HttpContainer } from '../http/http-container.ts';
import { refuseReadOnlyKey } from '../http/read-only-keys.ts';
import type { ReadinessProbe } from '../http/readiness.ts';
import type { Metrics } from '../metrics/metrics-registry.ts';
import { closedIntrospection } from './closed-introspection.ts';
import { type ExplorerPage, sendExplorer, wantsExplorer } from './explorer-page.ts';
import { createGraphqlContext, type GraphqlContext } from './graphql-context.ts';
import { createFormatError } from './graphql-errors.ts';
import { type GraphqlLimits, graphqlLimitOptions } from './graphql-limits.ts';
import { graphqlMetrics } from './graphql-metrics.ts';
import type { HealthContext } from './health-context.ts';
import { createPublicAnswers } from './public-answers.ts';
import { refuseUnstorableLiterals } from './refuse-unstorable-literals.ts';
import { type RequestIdContext, requestIdInErrors } from './request-id-in-errors.ts';
import { connectionResolvers } from './resolvers/connection.resolvers.ts';
import { buildResolvers } from './resolvers/index.ts';
import { createSchemaDocumentKeeper, registerSchemaDocument } from './schema-document.ts';

/** Refuses a mutation made with a read-only API key before any of its fields runs. */
const readOnlyKeys: ApolloServerPlugin<GraphqlContext & HealthContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue, response }) {
        if (operation?.operation !== 'mutation') return;
        const identity = await contextValue.identity().catch(() => null);
        if (!identity?.apiKey?.readOnly) return;
        // A request-level refusal (no field ran): Apollo would answer 500 unless told otherwise.
        response.http.status = 403;
        refuseReadOnlyKey(identity);
      },
    };
  },
};

const schemaFolder = new URL('../../../../../schema/', import.meta.url);

/** Reads the SDL contract, one file per module, in a stable order. */
export async function loadTypeDefs(): Promise<string[]> {
  const files = (await readdir(schemaFolder)).filter((name) => name.endsWith('.graphql')).sort();
  return Promise.all(files.map((name) => readFile(new URL(name, schemaFolder), 'utf8')));
}

/** Mounts the GraphQL API at /graphql (GET and POST) on the given Fastify app. */
export async function registerGraphql(
  app: FastifyInstance,
  container: HttpContainer,
  options: {
    /** With the anonymous answers of constants kept in memory (public-answers.ts); 0 keeps none. */
    limits: GraphqlLimits & { publicAnswerEntries: number; introspection: boolean };
    readiness: ReadinessProbe;
    /** The built GraphQL explorer, sent to a browser opening /graphql; null when the web app is not built. */
    explorer?: ExplorerPage | null;
    /** Where each operation's time goes, when this process serves metrics. */
    metrics?: Metrics | null;
  },
): Promise<void> {
  const limits = graphqlLimitOptions(options.limits);
  const schemaDocument = createSchemaDocumentKeeper();
  const apollo = new ApolloServer<GraphqlContext & HealthContext & RequestIdContext>({
    typeDefs: await loadTypeDefs(),
    // The cursor-paged lists are merged in here: their page size limit is a setting.
    resolvers: [buildResolvers(), connectionResolvers(options.limits.maxPageSize)],
    formatError: createFormatError(app.log),
    includeStacktraceInErrorResponses: false,
    // Introspection is decided by GRAPHQL_INTROSPECTION (closedIntrospection), not by Apollo's NODE_ENV default.
    introspection: true,
    validationRules: options.limits.introspection
      ? limits.validationRules
      : [...limits.validationRules, closedIntrospection],
    parseOptions: limits.parseOptions,
    // Integrators bring their own client; the hosted sandbox page would also fight the CSP. No field has a cache
    // hint, so the cache-control plugin's wrapper around every resolver only ever concluded "no-store" (set below).
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      // Apollo installs inline tracing for federated subgraphs only, but still runs its hook on every request.
      ApolloServerPluginInlineTraceDisabled(),
      readOnlyKeys,
      schemaDocument.plugin,
      requestIdInErrors,
      ...(options.metrics ? [graphqlMetrics(options.metrics)] : []),
    ],
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
  const publicAnswers = createPublicAnswers({
    maxEntries: options.limits.publicAnswerEntries,
    maxTokens: options.limits.maxTokens,
  });
  const apolloHandler = fastifyApolloHandler(apollo, {
    context: async (request) => ({
      ...createGraphqlContext(request, container.deps, auth, container.apiKeys),
      readiness: options.readiness,
      requestId: request.id,
    }),
  });
  async function handler(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    if (options.explorer && wantsExplorer(request)) return sendExplorer(reply, options.explorer);
    const answer = publicAnswers.lookup(request);
    if (answer === null) return apolloHandler.call(this, request, reply);
    return reply.type('application/json; charset=utf-8').send(answer);
  }
  registerSchemaDocument(app, schemaDocument.current);
  await app.register(async function graphqlRoute(scope) {
    // What fails before Apollo runs (rate limit, body parsing, unstorable text) still answers in GraphQL's shape.
    scope.setErrorHandler((error, request, reply) => {
      const { statusCode, body } = toHttpError(error, request.log);
      const { code, reason } = body.error;
      const extensions = reason ? { code, reason, requestId: request.id } : { code, requestId: request.id };
      return reply.code(statusCode).send({ errors: [{ message: body.error.message, extensions }] });
    });
    scope.addHook('onSend', async (request, reply, payload) => {
      publicAnswers.keep(request, reply, payload);
      // Answers are per caller and per moment: no cache keeps them (Apollo's cache-control plugin said so before).
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
    scope.route({
      url: '/graphql',
      method: ['GET', 'POST', 'OPTIONS'],
      preValidation: refuseUnstorableLiterals(options.limits.maxTokens),
      handler,
    });
  });
}
