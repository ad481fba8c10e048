import { graphql } from '../gql';

/** What the list shows of a key (never its secret). */
export const ApiKeyFieldsDocument = graphql(`
  fragment ApiKeyFields on ApiKey {
    id
    name
    hint
    readOnly
    createdAt
    lastUsedAt
    expiresAt
    revokedAt
  }
`);

export const MyApiKeysQuery = graphql(`
  query MyApiKeys {
    myApiKeys {
      ...ApiKeyFields
    }
  }
`);

/** The secret comes back this once; the list is read again so the new key shows in it. */
export const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($name: String!, $readOnly: Boolean) {
    createApiKey(name: $name, readOnly: $readOnly) {
      secret
      key {
        ...ApiKeyFields
      }
    }
  }
`);

export const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      ...ApiKeyFields
    }
  }
`);
