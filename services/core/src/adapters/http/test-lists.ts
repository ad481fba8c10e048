import type { FastifyInstance } from 'fastify';
import { examKeys } from '../../domain/exam/exam.ts';
import { toHttpError } from './error-mapping.ts';
import type { HttpContainer } from './http-container.ts';

export type TestListItem = { id: string; text: string; type: string };

// The old client asks for `/${SelectedTest key lower-cased}.json`, e.g. /ieltsacademic.json or /tofel.json.
const examsByFileName = new Map(examKeys.map((key) => [key.toLowerCase(), key]));

/** Serves the public test lists `GET /{exam}.json` -> `[{ id, text, type }]` from the mock test repository. */
export async function registerTestLists(app: FastifyInstance, container: HttpContainer): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => {
      const { statusCode, body } = toHttpError(error, request.log);
      return reply.code(statusCode).send(body);
    });

    scope.get<{ Params: { exam: string } }>(
      '/:exam.json',
      { schema: { params: { type: 'object', properties: { exam: { type: 'string', maxLength: 40 } } } } },
      async (request, reply) => {
        const exam = examsByFileName.get(request.params.exam.toLowerCase());
        if (!exam) {
          return reply.code(404).send({
            error: { code: 'NOT_FOUND', message: `There is no test list named ${request.params.exam}.json.` },
          });
        }
        const tests = await container.deps.mockTests.listByExam(exam);
        const items: TestListItem[] = [...tests]
          .sort((a, b) => a.sequence - b.sequence)
          .map((test) => ({ id: test.id, text: test.title, type: test.type }));
        return items;
      },
    );
  });
}
