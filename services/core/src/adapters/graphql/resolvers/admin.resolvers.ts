import { grantRole } from '../../../application/profile/grant-role.use-case.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

export const adminResolvers: Resolvers = {
  Mutation: {
    grantRole: async (_parent, { email, role }, { deps, actor }) =>
      grantRole(deps, { actor: await actor(), email, role }),
  },
};
