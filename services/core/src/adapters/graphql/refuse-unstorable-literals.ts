import type { FastifyRequest } from 'fastify';
import { parse } from 'graphql';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { findUnstorableText, unstorableTextMessage } from '../http/unstorable-text.ts';
import { findUnstorableLiteral } from './unstorable-literals.ts';

type GraphqlParams = { query?: unknown; variables?: unknown };

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // Apollo answers malformed variables itself.
  }
};

/**
 * A preValidation hook for /graphql, beside the app-wide guard that already walks the POST body (and so the
 * variables): refuses strings the database cannot store that are written into the document itself (`\u0000` in a
 * literal), or sent as GET variables, which arrive as a JSON text.
 */
export function refuseUnstorableLiterals(maxTokens: number) {
  return async (request: FastifyRequest): Promise<void> => {
    const params = (request.method === 'GET' ? request.query : request.body) as GraphqlParams | undefined;
    if (!params || typeof params !== 'object') return;
    if (typeof params.variables === 'string') {
      const found = findUnstorableText(parseJson(params.variables), 'variables');
      if (found) throw new DomainError('BAD_USER_INPUT', 'UNSTORABLE_TEXT', unstorableTextMessage(found));
    }
    // Only an escape can put such a character into a string literal (graphql-js refuses them raw), so documents
    // without one (nearly all) are not parsed twice.
    if (typeof params.query !== 'string' || !params.query.includes('\\u')) return;
    let document: ReturnType<typeof parse>;
    try {
      document = parse(params.query, { maxTokens });
    } catch {
      return; // Apollo answers the syntax error.
    }
    const found = findUnstorableLiteral(document);
    if (found) throw new DomainError('BAD_USER_INPUT', 'UNSTORABLE_TEXT', unstorableTextMessage(found));
  };
}
