import { listOutbox, listRoleChanges, searchPeople } from '../../../application/admin/admin-reads.use-case.ts';
import { changeRole } from '../../../application/admin/change-role.use-case.ts';
import { listClaimChanges } from '../../../application/admin/list-claim-changes.use-case.ts';
import { reassignClaim } from '../../../application/admin/reassign-claim.use-case.ts';
import { resendMail } from '../../../application/admin/resend-mail.use-case.ts';
import { grantRole } from '../../../application/profile/grant-role.use-case.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

export const adminResolvers: Resolvers = {
  MailStatus: { PENDING: 'pending', SENT: 'sent', FAILED: 'failed' },
  Query: {
    people: async (_parent, { search, limit }, { deps, actor }) =>
      searchPeople(deps, { actor: await actor(), text: search, limit }),
    roleChanges: async (_parent, { limit, subjectId }, { deps, actor }) =>
      listRoleChanges(deps, { actor: await actor(), limit, subjectId: subjectId ?? null }),
    claimChanges: async (_parent, { limit }, { deps, actor }) =>
      listClaimChanges(deps, { actor: await actor(), limit }),
    outbox: async (_parent, { limit }, { deps, actor }) => listOutbox(deps, { actor: await actor(), limit }),
  },
  Mutation: {
    // A role change trusts no cached verdict: a revoked or disabled admin is refused at once.
    grantRole: async (_parent, { email, role }, { deps, freshActor }) =>
      grantRole(deps, { actor: await freshActor(), email, role }),
    changeRole: async (_parent, { email, role, reason }, { deps, freshActor }) =>
      changeRole(deps, { actor: await freshActor(), email, role, reason }),
    reassignClaim: async (_parent, { attemptId, tutorEmail, reason }, { deps, freshActor }) =>
      reassignClaim(deps, { actor: await freshActor(), attemptId, tutorEmail, reason }),
    resendMail: async (_parent, { id }, { deps, actor }) => resendMail(deps, { actor: await actor(), mailId: id }),
  },
};
