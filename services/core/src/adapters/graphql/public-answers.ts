import type { FastifyReply, FastifyRequest } from 'fastify';
import { Kind, type OperationDefinitionNode, parse } from 'graphql';

/** Root fields answered from constants of the domain: the same answer for every anonymous caller, at any time. */
const staticRootFields = new Set(['plans', 'exams', '__typename']);
// Longer documents are answered by Apollo every time, so a few odd callers cannot fill memory with huge keys.
const maxKeyLength = 8 * 1024;

type GraphqlBody = { query?: unknown; operationName?: unknown; variables?: unknown; extensions?: unknown };

export type PublicAnswers = {
  /** The answer kept for this anonymous request, if any; otherwise notes whether its answer may be kept. */
  lookup(request: FastifyRequest): string | null;
  /** After Apollo answered: keeps the answer of a request `lookup` noted, when it is a 200 without errors. */
  keep(request: FastifyRequest, reply: FastifyReply, payload: unknown): void;
};

/**
 * Answers of anonymous queries that ask only for the catalogue's constants (the pricing cards' `plans`, `exams`),
 * kept as the exact text Apollo sent, by document, operation, variables and Accept header: Apollo's parse,
 * validation and execution cost more than the answer (CPU profile under the bench's load). At most `maxEntries`
 * documents are kept (the oldest go first); 0 keeps none. Signed-in requests always go to Apollo.
 */
export function createPublicAnswers(options: { maxEntries: number; maxTokens: number }): PublicAnswers {
  // An answer, or false for a document that is not only constants (so it is not parsed again).
  const kept = new Map<string, string | false>();
  const pending = new WeakMap<FastifyRequest, string>();

  const remember = (key: string, value: string | false) => {
    if (kept.size >= options.maxEntries) {
      const oldest = kept.keys().next();
      if (!oldest.done) kept.delete(oldest.value);
    }
    kept.set(key, value);
  };

  const keyOf = (request: FastifyRequest): string | null => {
    if (options.maxEntries === 0 || request.method !== 'POST' || request.headers.authorization !== undefined) {
      return null;
    }
    const body = request.body as GraphqlBody | undefined;
    if (!body || typeof body !== 'object' || typeof body.query !== 'string' || body.extensions !== undefined) {
      return null;
    }
    const key = JSON.stringify([
      body.query,
      body.operationName ?? null,
      body.variables ?? null,
      request.headers.accept,
    ]);
    return key.length <= maxKeyLength ? key : null;
  };

  return {
    lookup(request) {
      const key = keyOf(request);
      if (key === null) return null;
      const found = kept.get(key);
      if (typeof found === 'string') return found;
      if (found === false) return null;
      const body = request.body as GraphqlBody;
      if (asksOnlyConstants(body.query as string, body.operationName, options.maxTokens)) pending.set(request, key);
      else remember(key, false);
      return null;
    },
    keep(request, reply, payload) {
      const key = pending.get(request);
      if (key === undefined) return;
      pending.delete(request);
      if (reply.statusCode === 200 && typeof payload === 'string' && !payload.includes('"errors"')) {
        remember(key, payload);
      }
    },
  };
}

/** A query whose root fields are all constants of the catalogue (no fragment or mutation at the root). */
function asksOnlyConstants(query: string, operationName: unknown, maxTokens: number): boolean {
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(query, { maxTokens }).definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
  } catch {
    return false; // Apollo answers the syntax error.
  }
  const operation =
    typeof operationName === 'string'
      ? operations.find((candidate) => candidate.name?.value === operationName)
      : operations.length === 1
        ? operations[0]
        : undefined;
  return (
    operation?.operation === 'query' &&
    operation.selectionSet.selections.every(
      (selection) => selection.kind === Kind.FIELD && staticRootFields.has(selection.name.value),
    )
  );
}
