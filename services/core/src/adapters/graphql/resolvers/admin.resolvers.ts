import { grantRole } from '../../../application/profile/grant-role.use-case.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

export const adminResolvers: Resolvers = {
  Mutation: {
    // A role change trusts no cached verdict: a revoked or disabled admin is refused at once.
    grantRole: async (_parent, { email, role }, { deps, freshActor }) =>
      grantRole(deps, { actor: await freshActor(), email, role }),
  },
};
