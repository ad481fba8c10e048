import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';

// The schema is printed with the very graphql module Apollo built it with (Node's CommonJS entry). A plain import
// is the same module under Node, but under Vite (the tests) it resolves to graphql's .mjs twin, whose printSchema
// refuses a schema built by the other copy ("Duplicate graphql modules").
const { printSchema } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

/** The SDL of the running schema with its ETag, once Apollo has built the schema. */
export type SchemaDocument = { sdl: string; etag: string };

/**
 * Keeps the SDL printed from the schema Apollo actually runs (its own build of schema/*.graphql and the resolvers),
 * so the published document can never drift from the server, descriptions included.
 */
export function createSchemaDocumentKeeper() {
  let document: SchemaDocument | null = null;
  const keep = (schema: GraphQLSchema) => {
    const sdl = `${printSchema(schema)}\n`;
    const etag = `"${createHash('sha256').update(sdl).digest('base64url').slice(0, 27)}"`;
    document = { sdl, etag };
  };
  const plugin: ApolloServerPlugin = {
    async serverWillStart() {
      return {
        schemaDidLoadOrUpdate({ apiSchema }) {
          keep(apiSchema);
        },
      };
    },
  };
  return {
    plugin,
    current(): SchemaDocument {
      if (!document) throw new Error('The GraphQL schema is read before Apollo has started.');
      return document;
    },
  };
}

/**
 * GET /graphql/schema.graphql: the SDL as plain text, for integrators' codegen, for reading, and for the explorer when
 * introspection is off. Caches may keep it and revalidate with its ETag (it changes only with a deployment).
 */
export function registerSchemaDocument(app: FastifyInstance, current: () => SchemaDocument): void {
  app.get('/graphql/schema.graphql', async (request, reply) => {
    const { sdl, etag } = current();
    reply.header('etag', etag).header('cache-control', 'public, max-age=300, must-revalidate');
    const asked = request.headers['if-none-match'];
    if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send();
    }
    return reply.type('text/plain; charset=utf-8').send(sdl);
  });
}
