import { claimSecondMarking } from '../../../application/evaluation/claim-second-marking.use-case.ts';
import { getMarkingAgreement } from '../../../application/evaluation/get-marking-agreement.use-case.ts';
import { getSecondMarking } from '../../../application/evaluation/get-second-marking.use-case.ts';
import { listSecondMarkingQueue } from '../../../application/evaluation/list-second-marking-queue.use-case.ts';
import type { SecondMarkingEntry } from '../../../application/evaluation/second-marking-entry.ts';
import { writeSecondMarkingOf } from '../../../application/evaluation/write-second-marking.use-case.ts';
import { claimExpiresAt } from '../../../domain/attempt/claim-expiry.ts';
import { getExam } from '../../../domain/exam/exam-catalogue.ts';
import type { Resolvers, SecondMarkingInput } from '../generated/resolvers-types.ts';
import type { GraphqlContext } from '../graphql-context.ts';
import { nullWhenNotFound } from './not-found.ts';
import { pageFrom } from './pagination.ts';
import { readableEvaluation } from './readable-evaluation.ts';

// The attempt's test comes with the entry: nested fields reuse it. The attempt's evaluation is not primed, so it is
// read through getAttempt, which withholds the first evaluation from the second marker.
const primed = (loaders: GraphqlContext['loaders'], entry: SecondMarkingEntry): SecondMarkingEntry => {
  loaders.primeMockTest({ test: entry.test, unlocked: true });
  return entry;
};

const contentOf = (input: SecondMarkingInput) => ({ criterionScores: input.criterionScores, note: input.note ?? '' });

/** Only the second marker reads what they wrote; the first marker and other tutors never do. */
const isMarker = async (entry: SecondMarkingEntry, { actor }: GraphqlContext) => {
  const me = (await actor()).id;
  return entry.marking.claimedBy === me || entry.marking.tutorId === me;
};

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

export const secondMarkingResolvers: Resolvers = {
  Query: {
    secondMarkingQueue: async (_parent, { limit, offset }, { deps, actor, loaders }) => {
      const page = await listSecondMarkingQueue(deps, { actor: await actor(), page: pageFrom(limit, offset) });
      return { items: page.items.map((entry) => primed(loaders, entry)), total: page.total };
    },
    secondMarking: async (_parent, { attemptId }, { deps, actor, loaders }) => {
      const entry = await nullWhenNotFound(getSecondMarking(deps, { actor: await actor(), attemptId }));
      return entry ? primed(loaders, entry) : null;
    },
    markingAgreement: async (_parent, _args, { deps, actor }) => ({
      ...(await getMarkingAgreement(deps, { actor: await actor() })),
      sharePercent: deps.settings.secondMarkingPercent,
    }),
  },
  Mutation: {
    claimSecondMarking: async (_parent, { attemptId }, { deps, actor, loaders }) =>
      primed(loaders, await claimSecondMarking(deps, { actor: await actor(), attemptId })),
    saveSecondMarking: async (_parent, { attemptId, input }, { deps, actor, loaders }) =>
      primed(
        loaders,
        await writeSecondMarkingOf(deps, {
          actor: await actor(),
          attemptId,
          content: contentOf(input),
          publish: false,
        }),
      ),
    publishSecondMarking: async (_parent, { attemptId, input }, { deps, freshActor, loaders }) =>
      primed(
        loaders,
        await writeSecondMarkingOf(deps, {
          actor: await freshActor(),
          attemptId,
          content: contentOf(input),
          publish: true,
        }),
      ),
  },
  SecondMarking: {
    attempt: (entry) => entry.attempt,
    candidateName: (entry) => entry.candidateName,
    exam: (entry) => getExam(entry.test.exam),
    claimedByMe: async (entry, _args, { actor }) => entry.marking.claimedBy === (await actor()).id,
    claimedBy: async (entry, _args, { loaders }) => {
      if (!entry.marking.claimedBy) return null;
      if (entry.claimedByName !== undefined) return entry.claimedByName;
      return (await loaders.profileById(entry.marking.claimedBy))?.fullName ?? null;
    },
    claimExpiresAt: (entry, _args, { deps }) => claimExpiresAt(entry.marking, deps.settings.claimIdleMinutes),
    criterionScores: async (entry, _args, context) =>
      (await isMarker(entry, context)) ? entry.marking.criterionScores : [],
    overall: async (entry, _args, context) => ((await isMarker(entry, context)) ? entry.marking.overall : null),
    note: async (entry, _args, context) => ((await isMarker(entry, context)) ? entry.marking.note : ''),
    publishedAt: (entry) => entry.marking.publishedAt,
  },
  CriterionAgreement: {
    exam: (row) => getExam(row.exam),
    exact: (row) => share(row.exact, row.comparisons),
    withinOneStep: (row) => share(row.withinOneStep, row.comparisons),
  },
  TutorAgreement: {
    exact: (row) => share(row.exact, row.comparisons),
    withinOneStep: (row) => share(row.withinOneStep, row.comparisons),
  },
  QueueItem: {
    evaluationWithheld: async (entry, _args, context) => (await readableEvaluation(context, entry)).evaluationWithheld,
  },
};
