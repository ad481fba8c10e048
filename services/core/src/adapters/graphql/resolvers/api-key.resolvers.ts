import { createApiKey } from '../../../application/api-key/create-api-key.use-case.ts';
import { listApiKeys } from '../../../application/api-key/list-api-keys.use-case.ts';
import { revokeApiKey } from '../../../application/api-key/revoke-api-key.use-case.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

export const apiKeyResolvers: Resolvers = {
  Query: {
    myApiKeys: async (_parent, _args, { apiKeys, actor }) => listApiKeys(apiKeys, { actor: await actor() }),
  },
  Mutation: {
    createApiKey: async (_parent, { name, readOnly }, { apiKeys, actor, identity }) => {
      const me = await actor();
      const viaApiKey = (await identity()).apiKey !== undefined;
      return createApiKey(apiKeys, { actor: me, viaApiKey, name, readOnly: readOnly ?? false });
    },
    revokeApiKey: async (_parent, { id }, { apiKeys, actor }) => revokeApiKey(apiKeys, { actor: await actor(), id }),
  },
};
