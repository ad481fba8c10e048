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
        rewrite {
          id
          originalAttemptId
          endsAt
          submittedAt
        }
      }
    }
    exams {
      key
      label
    }
  }
`);

/**
 * One page of the caller's attempts (newest first) with the test of each, for the attempts at tests of exams other
 * than the selected one. The test carries the fields of a list row, so a row opens the attempt as the main list does.
 */
export const MyAttemptsPageQuery = graphql(`
  query MyAttemptsPage($limit: Int!, $offset: Int!) {
    myAttempts(limit: $limit, offset: $offset) {
      total
      items {
        id
        status
        mockTest {
          id
          exam
          sequence
          title
          type
          totalMinutes
          unlocked
        }
      }
    }
  }
`);
