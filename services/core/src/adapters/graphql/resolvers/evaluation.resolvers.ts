import { claimAttempt } from '../../../application/evaluation/claim-attempt.use-case.ts';
import type { EvaluationInput as EvaluationInputContent } from '../../../application/evaluation/evaluation-input.ts';
import { getGradingItem } from '../../../application/evaluation/get-grading-item.use-case.ts';
import type { QueueEntry } from '../../../application/evaluation/grading-row.ts';
import { listEvaluationQueue } from '../../../application/evaluation/list-evaluation-queue.use-case.ts';
import { publishEvaluation } from '../../../application/evaluation/publish-evaluation.use-case.ts';
import { saveEvaluation } from '../../../application/evaluation/save-evaluation.use-case.ts';
import { claimExpiresAt } from '../../../domain/attempt/claim-expiry.ts';
import { joinRevisedAnswers } from '../../../domain/evaluation/revised-answers.ts';
import { getExam } from '../../../domain/exam/exam-catalogue.ts';
import type { EvaluationInput, Resolvers } from '../generated/resolvers-types.ts';
import type { GraphqlLoaders } from '../graphql-context.ts';
import { nullWhenNotFound } from './not-found.ts';
import { pageFrom } from './pagination.ts';
import { asksQueueSummaryOnly } from './queue-selection.ts';
import { readableEvaluation, readableEvaluationIfKnown } from './readable-evaluation.ts';
import { queueStatusOf } from './tutor-workflow.resolvers.ts';

// Queue entries come from tutor-only use cases, which already see every evaluation: nested fields reuse them. A
// summary entry (its answers and evaluation content left out) primes only its test: the attempt view would answer
// other fields of the request with what it lacks.
const primed = (loaders: GraphqlLoaders, entry: QueueEntry, summary = false): QueueEntry => {
  if (!summary) loaders.primeAttemptView({ attempt: entry.attempt, evaluation: entry.evaluation });
  loaders.primeMockTest({ test: entry.test, unlocked: true });
  return entry;
};

// Old clients send no comments: a draft saved without them has none.
const contentOf = (input: EvaluationInput): EvaluationInputContent => ({ ...input, comments: input.comments ?? [] });

export const evaluationResolvers: Resolvers = {
  Query: {
    evaluationQueue: async (_parent, { limit, offset, filter }, { deps, actor, loaders }, info) => {
      // The list's own query reads no answers or evaluation content: the page is then read without them.
      const summary = asksQueueSummaryOnly(info);
      const page = await listEvaluationQueue(deps, {
        actor: await actor(),
        page: pageFrom(limit, offset),
        filter: filter ? { ...filter, status: filter.status && queueStatusOf[filter.status] } : undefined,
        summary,
      });
      return { items: page.items.map((entry) => primed(loaders, entry, summary)), total: page.total };
    },
    gradingItem: async (_parent, { attemptId }, { deps, actor, loaders }) => {
      const entry = await nullWhenNotFound(getGradingItem(deps, { actor: await actor(), attemptId }));
      return entry ? primed(loaders, entry) : null;
    },
  },
  Mutation: {
    claimAttempt: async (_parent, { attemptId }, { deps, actor, loaders }) =>
      primed(loaders, await claimAttempt(deps, { actor: await actor(), attemptId })),
    saveEvaluation: async (_parent, { attemptId, input }, { deps, actor, loaders }) =>
      primed(loaders, await saveEvaluation(deps, { actor: await actor(), attemptId, input: contentOf(input) })),
    // Publishing is final: a revoked or disabled tutor is refused at once, not within the revocation window.
    publishEvaluation: async (_parent, { attemptId, input }, { deps, freshActor, loaders }) =>
      primed(loaders, await publishEvaluation(deps, { actor: await freshActor(), attemptId, input: contentOf(input) })),
  },
  QueueItem: {
    attempt: (entry) => entry.attempt,
    candidateName: (entry) => entry.candidate.fullName,
    exam: (entry) => getExam(entry.test.exam),
    // These answer without a promise when they can (see graphql-context.ts): a queue page is 20 entries of them.
    claimedByMe: (entry, _args, { actor, actorIfKnown }) => {
      const me = actorIfKnown();
      return me ? entry.attempt.claimedBy === me.id : actor().then(({ id }) => entry.attempt.claimedBy === id);
    },
    claimedBy: (entry, _args, { loaders }) => {
      if (!entry.attempt.claimedBy) return null;
      // The queue and the grading page read the name with the entry; a mutation's result looks it up.
      if (entry.claimedByName !== undefined) return entry.claimedByName;
      return loaders.profileById(entry.attempt.claimedBy).then((tutor) => tutor?.fullName ?? null);
    },
    claimExpiresAt: (entry, _args, { deps }) => claimExpiresAt(entry.attempt, deps.settings.claimIdleMinutes),
    evaluation: (entry, _args, context) => {
      const known = readableEvaluationIfKnown(context, entry);
      return known ? known.evaluation : readableEvaluation(context, entry).then(({ evaluation }) => evaluation);
    },
  },
  Evaluation: {
    published: (evaluation) => evaluation.publishedAt !== null,
    // Deprecated: the revisions joined under the tasks' titles, as the test the evaluation belongs to names them.
    revisedAnswer: async (evaluation, _args, { loaders }) => {
      if (evaluation.revisedAnswers.length === 0) return '';
      const tasks = await loaders
        .attemptView(evaluation.attemptId)
        .then((view) => loaders.mockTest(view.attempt.mockTestId))
        .then((entry) => entry.test.tasks)
        // Titles out of reach: the task keys stand in for them.
        .catch(() => evaluation.revisedAnswers.map((entry) => ({ key: entry.taskKey, title: entry.taskKey })));
      return joinRevisedAnswers(tasks, evaluation.revisedAnswers);
    },
  },
};
