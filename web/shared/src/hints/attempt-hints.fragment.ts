import { graphql } from '../gql';

/** Whether the candidate practised with hints, and the hints of each task: the task screen and the grading page. */
export const AttemptHintsFragment = graphql(`
  fragment AttemptHints on Attempt {
    withHints
    hints {
      taskKey
      hints {
        kind
        label
        text
      }
    }
  }
`);
