import { graphql } from '../../../gql';

/** What the success page needs to quote the answers just submitted in their automatic first read. */
export const SubmittedAnswersQuery = graphql(`
  query SubmittedAnswers($attemptId: ID!) {
    attempt(id: $attemptId) {
      id
      status
      answers {
        taskKey
        text
      }
      mockTest {
        id
        tasks {
          key
          title
        }
      }
    }
  }
`);
