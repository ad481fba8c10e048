import { graphql } from '../../../gql';

/** The caller's attempts with their released scores, and each exam's rubric to name the criteria. */
export const ProgressQuery = graphql(`
  query Progress {
    exams {
      key
      label
      rubric {
        criteria {
          taskKey
          key
          label
          max
        }
      }
    }
    myAttempts(limit: 100) {
      total
      items {
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
  }
`);
