import { graphql } from '../../../gql';

/** Each exam's rubric, to name the criteria of the progress lines. */
export const ProgressExamsQuery = graphql(`
  query ProgressExams {
    exams {
      ...ExamRubricScales
    }
  }
`);

/** One page of the caller's attempts with their released scores; the page reads on until the last. */
export const ProgressAttemptsPageQuery = graphql(`
  query ProgressAttemptsPage($after: String) {
    myAttemptsConnection(first: 100, after: $after) {
      edges {
        node {
          id
          status
          submittedAt
          mockTest {
            id
            exam
            title
          }
          evaluation {
            id
            overall {
              value
              display
            }
            criterionScores {
              taskKey
              criterion
              score
            }
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
