import { graphql } from '../../../gql';

export const myGradedWorkQuery = graphql(`
  query MyGradedWork($search: String, $limit: Int!, $offset: Int!) {
    myGradedWork(search: $search, limit: $limit, offset: $offset) {
      total
      items {
        candidateName
        candidateEmail
        onTime
        amendable
        exam {
          key
          label
        }
        attempt {
          id
          deadlineAt
          mockTest {
            id
            title
          }
        }
        evaluation {
          id
          publishedAt
          overall {
            display
          }
        }
      }
    }
  }
`);
