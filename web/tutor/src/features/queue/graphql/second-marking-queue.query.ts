import { graphql } from '../../../gql';

/** Answers drawn for a blind second marking whose first evaluation is published, listed as entries of their own. */
export const secondMarkingQueueQuery = graphql(`
  query SecondMarkingQueue($limit: Int, $offset: Int) {
    secondMarkingQueue(limit: $limit, offset: $offset) {
      total
      items {
        candidateName
        claimedBy
        claimedByMe
        exam {
          key
          label
        }
        attempt {
          id
          submittedAt
          mockTest {
            id
            title
          }
        }
      }
    }
  }
`);
