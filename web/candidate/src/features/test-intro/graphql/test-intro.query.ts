import { graphql } from '../../../gql';

/** The test an instruction page introduces. */
export const TestIntroQuery = graphql(`
  query TestIntro($id: ID!) {
    mockTest(id: $id) {
      id
      exam
      title
    }
  }
`);
