import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { examKeys } from '../../domain/exam/exam.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';
import { answerHttpError, errorAnswer } from './error-mapping.ts';
import type { HttpContainer } from './http-container.ts';

export type TestListItem = { id: string; text: string; type: string };

type ListFile = { body: string; etag: string };

// The old client asks for `/${SelectedTest key lower-cased}.json`, e.g. /ieltsacademic.json or /tofel.json.
const examsByFileName = new Map(examKeys.map((key) => [key.toLowerCase(), key]));

function listFileOf(tests: readonly MockTest[]): ListFile {
  const items: TestListItem[] = [...tests]
    .sort((a, b) => a.sequence - b.sequence)
    .map((test) => ({ id: test.id, text: test.title, type: test.type }));
  const body = JSON.stringify(items);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** True when the client's If-None-Match names this ETag (a list of them, weak ones or `*`, as RFC 9110 allows). */
function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Serves the public test lists `GET /{exam}.json` -> `[{ id, text, type }]` from the question bank in memory; each
 * list is serialised once per version of the bank, with an ETag so a client that has it gets a 304.
 */
export async function registerTestLists(app: FastifyInstance, container: HttpContainer): Promise<void> {
  // Keyed by the bank's list itself: the in-memory bank hands out the same list until it changes.
  const files = new WeakMap<readonly MockTest[], ListFile>();

  await app.register(async (scope) => {
    scope.setErrorHandler(answerHttpError);

    scope.get<{ Params: { exam: string } }>(
      '/:exam.json',
      { schema: { params: { type: 'object', properties: { exam: { type: 'string', maxLength: 40 } } } } },
      async (request, reply) => {
        const exam = examsByFileName.get(request.params.exam.toLowerCase());
        if (!exam) {
          const message = `There is no test list named ${request.params.exam}.json.`;
          return reply.code(404).send(errorAnswer(request, 'NOT_FOUND', message));
        }
        const tests = await container.deps.mockTests.listByExam(exam);
        let file = files.get(tests);
        if (!file) {
          file = listFileOf(tests);
          files.set(tests, file);
        }
        // Revalidated on every use, so a restart with a new bank is seen at once; unchanged, it costs a 304.
        reply.header('etag', file.etag).header('cache-control', 'public, no-cache');
        if (isFresh(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
        return reply.type('application/json; charset=utf-8').send(file.body);
      },
    );
  });
}
