import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { findUnstorableText, unstorableTextMessage } from './unstorable-text.ts';

/**
 * Refuses, with BAD_USER_INPUT (400), any request whose path parameters, query string or parsed body carry a string
 * the database cannot store, before a handler runs: nothing of it reaches the database. Each route's error handler
 * words the answer (REST `{ error }`, GraphQL `{ errors }`).
 */
export function registerUnstorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      findUnstorableText(request.params) ?? findUnstorableText(request.query) ?? findUnstorableText(request.body);
    if (found) throw new DomainError('BAD_USER_INPUT', 'UNSTORABLE_TEXT', unstorableTextMessage(found));
  });
}
