import { graphql } from '../../../gql';

/** Enough of a test to open its task screen. */
export const TestEntryQuery = graphql(`
  query TestEntry($id: ID!) {
    mockTest(id: $id) {
      id
      type
    }
  }
`);
