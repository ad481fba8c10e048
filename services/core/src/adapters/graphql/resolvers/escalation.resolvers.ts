import {
  countAnswersNearDeadline,
  getEscalationMailSettings,
  setEscalationMails,
} from '../../../application/evaluation/escalation-settings.use-case.ts';
import { isCloseToDeadline } from '../../../domain/evaluation/escalation.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

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
    closeToDeadline: (entry, _args, { deps }) =>
      isCloseToDeadline(entry.attempt, entry.evaluation, deps.clock.now(), deps.settings.escalationSharePercent),
  },
};
