import { graphql } from '../../../gql';

export const claimAttemptMutation = graphql(`
  mutation ClaimAttempt($attemptId: ID!) {
    claimAttempt(attemptId: $attemptId) {
      ...GradingItemFields
    }
  }
`);

export const saveEvaluationMutation = graphql(`
  mutation SaveEvaluation($attemptId: ID!, $input: EvaluationInput!) {
    saveEvaluation(attemptId: $attemptId, input: $input) {
      ...GradingItemFields
    }
  }
`);

export const publishEvaluationMutation = graphql(`
  mutation PublishEvaluation($attemptId: ID!, $input: EvaluationInput!) {
    publishEvaluation(attemptId: $attemptId, input: $input) {
      ...GradingItemFields
    }
  }
`);
