import { graphql } from '../../../gql';

/** The test an instruction page introduces, and whether the caller has started it already. */
export const TestIntroQuery = graphql(`
  query TestIntro($id: ID!) {
    mockTest(id: $id) {
      id
      exam
      title
      type
      unlocked
      myAttempt {
        id
        status
      }
    }
  }
`);
