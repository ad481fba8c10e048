import { graphql } from '../../../gql';

export const evaluationQueueQuery = graphql(`
  query EvaluationQueue($limit: Int!, $offset: Int!) {
    evaluationQueue(limit: $limit, offset: $offset) {
      total
      items {
        candidateName
        claimedByMe
        claimedBy
        exam {
          key
          label
        }
        attempt {
          id
          submittedAt
          deadlineAt
          overdue
          mockTest {
            id
            title
          }
        }
        evaluation {
          id
          published
        }
      }
    }
  }
`);
