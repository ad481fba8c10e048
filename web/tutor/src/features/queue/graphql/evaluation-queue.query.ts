import { graphql } from '../../../gql';

export const evaluationQueueQuery = graphql(`
  query EvaluationQueue($limit: Int!, $offset: Int!, $filter: QueueFilter) {
    evaluationQueue(limit: $limit, offset: $offset, filter: $filter) {
      total
      items {
        candidateName
        claimedByMe
        claimedBy
        deadlineState
        plan {
          key
          name
        }
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
