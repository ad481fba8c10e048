import { graphql } from '../../../gql';

/** Whether the caller may amend the published evaluation, and its published versions (oldest first). */
export const gradingVersionsQuery = graphql(`
  query GradingVersions($attemptId: ID!) {
    gradingItem(attemptId: $attemptId) {
      amendable
      evaluationVersions {
        number
        publishedAt
        publishedBy
        overall {
          display
        }
      }
    }
  }
`);

export const amendEvaluationMutation = graphql(`
  mutation AmendEvaluation($attemptId: ID!, $basedOnVersion: Int!, $input: EvaluationInput!) {
    amendEvaluation(attemptId: $attemptId, basedOnVersion: $basedOnVersion, input: $input) {
      ...GradingItemFields
      amendable
      evaluationVersions {
        number
      }
    }
  }
`);
