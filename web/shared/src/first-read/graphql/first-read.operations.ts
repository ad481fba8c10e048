import { graphql } from '../../gql';

/** The automatic first read as both apps show it; apps may spread it into their own selections. */
export const FirstReadFieldsFragment = graphql(`
  fragment FirstReadFields on FirstRead {
    status
    dialect
    checkedAt
    flags {
      taskKey
      kind
      start
      end
      message
      suggestions
      criterion
    }
  }
`);

/**
 * One attempt's first read (null while the test runs). Only the first read: the answers and tasks it points into are
 * read by each screen's own query, whose selections of them this must not overwrite in the cache.
 */
export const AttemptFirstReadQuery = graphql(`
  query AttemptFirstRead($attemptId: ID!) {
    attempt(id: $attemptId) {
      id
      firstRead {
        ...FirstReadFields
      }
    }
  }
`);
