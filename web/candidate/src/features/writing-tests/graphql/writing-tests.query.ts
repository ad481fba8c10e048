import { graphql } from '../../../gql';

/** The tests of the caller's selected exam, with the caller's attempt at each. */
export const WritingTestsQuery = graphql(`
  query WritingTests {
    mockTests {
      id
      exam
      sequence
      title
      type
      totalMinutes
      unlocked
      myAttempt {
        id
        status
      }
    }
    exams {
      key
      label
    }
  }
`);
