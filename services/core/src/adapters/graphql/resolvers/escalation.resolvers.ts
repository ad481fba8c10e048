import {
  countAnswersNearDeadline,
  getEscalationMailSettings,
  setEscalationMails,
} from '../../../application/evaluation/escalation-settings.use-case.ts';
import { type DeadlineState, deadlineStateOf, isCloseToDeadline } from '../../../domain/evaluation/escalation.ts';
import type { DeadlineState as GraphqlDeadlineState, Resolvers } from '../generated/resolvers-types.ts';

/** The domain's deadline states under their GraphQL names. */
const deadlineStateNames: Record<DeadlineState, GraphqlDeadlineState> = {
  onTrack: 'ON_TRACK',
  nearDeadline: 'NEAR_DEADLINE',
  overdue: 'OVERDUE',
};

export const escalationResolvers: Resolvers = {
  Query: {
    answersNearDeadline: async (_parent, _args, { deps, actor }) =>
      countAnswersNearDeadline(deps, { actor: await actor() }),
    escalationMailSettings: async (_parent, _args, { deps, actor }) =>
      getEscalationMailSettings(deps, { actor: await actor() }),
  },
  Mutation: {
    setEscalationMails: async (_parent, { enabled }, { deps, actor }) =>
      setEscalationMails(deps, { actor: await actor(), enabled }),
  },
  QueueItem: {
    deadlineState: (entry, _args, { deps }) =>
      deadlineStateNames[
        deadlineStateOf(entry.attempt, entry.evaluation, deps.clock.now(), deps.settings.escalationSharePercent)
      ],
    closeToDeadline: (entry, _args, { deps }) =>
      isCloseToDeadline(entry.attempt, entry.evaluation, deps.clock.now(), deps.settings.escalationSharePercent),
  },
};
