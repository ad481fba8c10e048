import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { listAttemptRecords } from '../../application/attempt/list-attempt-records.use-case.ts';
import { writeTaskAnswer } from '../../application/attempt/write-task-answer.use-case.ts';
import { createProfile } from '../../application/profile/create-profile.use-case.ts';
import { getProfile } from '../../application/profile/get-profile.use-case.ts';
import { updateProfile } from '../../application/profile/update-profile.use-case.ts';
import { examByCode } from '../../domain/exam/exam-catalogue.ts';
import type { Profile, TargetScore } from '../../domain/profile/profile.ts';
import { targetScoreFor } from '../../domain/profile/target-scale.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { createAuthenticator } from '../http/authenticate.ts';
import { answerHttpError, errorAnswer } from '../http/error-mapping.ts';
import type { HttpContainer } from '../http/http-container.ts';
import { refuseReadOnlyKey } from '../http/read-only-keys.ts';
import {
  type LegacyWritingResponse,
  taskIndexFor,
  toLegacyProfile,
  toLegacyWritingResponse,
  toLegacyWritingResponses,
} from './legacy-mappers.ts';
import {
  createUserBody,
  profileIdParams,
  type UpdateUserBody,
  updateUserBody,
  userParams,
  writingResponseBody,
  writingResponsesQuery,
} from './legacy-schemas.ts';
import { registerPaymentRoutes } from './payment-routes.ts';

/** Mounts the old product's REST contract under /v1/api, as an adapter over the same use cases as GraphQL. */
export async function registerRestV1(app: FastifyInstance, container: HttpContainer): Promise<void> {
  await app.register(
    async (scope) => {
      // Request types come from the routes' JSON Schemas (json-schema-to-ts), never from a hand-kept copy.
      const api = scope.withTypeProvider<JsonSchemaToTsProvider>();
      const { deps } = container;
      const auth = createAuthenticator(container);

      api.setErrorHandler(answerHttpError);
      api.setNotFoundHandler((request, reply) =>
        reply.code(404).send(errorAnswer(request, 'NOT_FOUND', `No route for ${request.method} ${request.url}.`)),
      );

      // A read-only API key reads; every other method of the contract writes.
      scope.addHook('preHandler', async (request) => {
        if (request.method === 'GET' || request.method === 'HEAD') return;
        const identity = await auth.identity(request).catch(() => null);
        if (identity) refuseReadOnlyKey(identity);
      });

      await registerPaymentRoutes(scope, { deps, auth });

      // The old client creates the profile after a 404 here, so this read never creates one.
      api.get('/users/:uid', { schema: { params: userParams } }, async (request) => {
        const identity = await auth.identity(request);
        const actor = await auth.existingActor(request);
        if (request.params.uid === identity.uid && !actor) {
          throw new DomainError('NOT_FOUND', 'PROFILE_NOT_FOUND', 'This user has no profile yet.');
        }
        if (!actor) throw new DomainError('FORBIDDEN', 'NOT_OWNER', 'You may only read your own profile.');
        return toLegacyProfile(await getProfile(deps, { actor, userId: request.params.uid }), deps.clock.now());
      });

      api.post('/users', { schema: { body: createUserBody } }, async (request) => {
        const identity = await auth.identity(request);
        if (request.body.UserId !== identity.uid) {
          throw new DomainError('FORBIDDEN', 'NOT_OWNER', 'UserId must be the signed-in user.');
        }
        // E-mail, provider and verification come from the verified token, never from the body.
        const fullName = request.body.FullName?.trim() || undefined;
        return toLegacyProfile(await createProfile(deps, { identity, fullName }), deps.clock.now());
      });

      api.put('/users/:Id', { schema: { params: profileIdParams, body: updateUserBody } }, async (request) => {
        const actor = await auth.actor(request);
        const changes = editableChanges(request.body, request.params.Id === actor.id ? actor : null);
        const saved = await updateProfile(deps, { actor, profileId: request.params.Id, changes });
        return toLegacyProfile(saved, deps.clock.now());
      });

      // Paths are case-sensitive and the old client uses both spellings.
      for (const path of ['/WritingResponse', '/writingresponse']) {
        api.get(path, { schema: { querystring: writingResponsesQuery } }, async (request) => {
          const actor = await auth.actor(request);
          const records = await listAttemptRecords(deps, { actor, userId: request.query.userId });
          const now = deps.clock.now();
          return records.flatMap((record): LegacyWritingResponse[] => toLegacyWritingResponses({ ...record, now }));
        });

        api.post(path, { schema: { body: writingResponseBody } }, async (request, reply) => {
          const { uid } = await auth.identity(request);
          const body = request.body;
          if (body.UId !== uid) throw new DomainError('FORBIDDEN', 'NOT_OWNER', 'UId must be the signed-in user.');
          // The server's clock decides TT and TO; the client's values are ignored.
          const taskIndex = taskIndexFor(body.TaskType ?? undefined);
          const record = await writeTaskAnswer(deps, {
            userId: uid,
            // Read only when the write needs the plan (a draft of an attempt under way does not).
            profile: () => auth.actor(request),
            mockTestId: body.QId,
            taskIndex,
            text: body.UA,
            submit: body.Status === 2,
          });
          // The saved record is the task this POST addressed, whatever the other task holds.
          return reply.code(200).send(toLegacyWritingResponse({ ...record, now: deps.clock.now(), taskIndex }));
        });
      }
    },
    { prefix: '/v1/api' },
  );
}

const emptyTarget: TargetScore = { reading: '', writing: '', listening: '', speaking: '' };

function sameTarget(a: TargetScore, b: TargetScore): boolean {
  return (['reading', 'writing', 'listening', 'speaking'] as const).every((skill) => a[skill].trim() === b[skill]);
}

/** The editable part of a legacy profile payload; identity, plan and subscription fields are never taken from it. */
function editableChanges(body: UpdateUserBody, current: Profile | null) {
  const changes: {
    selectedExam?: Profile['selectedExam'];
    country?: string;
    education?: Profile['education'];
    destination?: string;
    targetScore?: TargetScore;
  } = {};
  if (body.SelectedTest !== undefined && body.SelectedTest !== null) {
    const exam = examByCode(body.SelectedTest);
    if (!exam)
      throw new DomainError(
        'BAD_USER_INPUT',
        'UNKNOWN_VALUE',
        `SelectedTest ${body.SelectedTest} is not a known exam code.`,
      );
    // Re-sending the unchanged exam is normal for the old client, even while a plan is active.
    if (exam.key !== current?.selectedExam) changes.selectedExam = exam.key;
  }
  if (typeof body.Country === 'string') changes.country = body.Country;
  if (typeof body.Education === 'string') changes.education = body.Education as Profile['education'];
  if (typeof body.Destination === 'string') changes.destination = body.Destination;
  if (body.TargetScore) {
    // The legacy TargetScore is the one for the selected exam (after this edit); a skill left out keeps its value.
    // The domain checks the values against that exam's scale (400 BAD_USER_INPUT naming it otherwise).
    const exam = changes.selectedExam ?? current?.selectedExam;
    const base = current && exam ? targetScoreFor(current.targetScores, exam) : emptyTarget;
    const sent: TargetScore = {
      reading: body.TargetScore.Reading ?? base.reading,
      writing: body.TargetScore.Writing ?? base.writing,
      listening: body.TargetScore.Listening ?? base.listening,
      speaking: body.TargetScore.Speaking ?? base.speaking,
    };
    // The old client re-sends the whole record: switching exam, it echoes the previous exam's target, which is no
    // change (and may be off the new exam's scale), so the new exam keeps its own.
    const previous = current ? targetScoreFor(current.targetScores, current.selectedExam) : emptyTarget;
    const echoed = changes.selectedExam !== undefined && sameTarget(sent, previous);
    if (!echoed) changes.targetScore = sent;
  }
  return changes;
}
