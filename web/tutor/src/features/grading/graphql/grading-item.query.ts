import { graphql } from '../../../gql';

export const gradingItemQuery = graphql(`
  query GradingItem($attemptId: ID!) {
    gradingItem(attemptId: $attemptId) {
      ...GradingItemFields
    }
  }
`);
