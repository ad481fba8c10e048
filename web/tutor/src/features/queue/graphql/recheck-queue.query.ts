import { graphql } from '../../../gql';

/** Rewrites waiting for a recheck, listed under the evaluation queue as items of their own. */
export const recheckQueueQuery = graphql(`
  query RecheckQueue($limit: Int, $offset: Int) {
    recheckQueue(limit: $limit, offset: $offset) {
      total
      items {
        candidateName
        exam {
          key
          label
        }
        original {
          id
          mockTest {
            id
            title
          }
        }
        rewrite {
          id
          submittedAt
          deadlineAt
          timedOut
        }
      }
    }
  }
`);
