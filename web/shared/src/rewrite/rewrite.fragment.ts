import { graphql } from '../gql';

/**
 * A rewrite and its recheck as both apps read them: when it was handed in, its texts, the tutor's verdicts and new
 * scores, and the updated estimate. Each app spreads it and adds what only it needs.
 */
export const RewriteRecheckFragment = graphql(`
  fragment RewriteRecheck on Rewrite {
    id
    submittedAt
    timedOut
    deadlineAt
    recheckedAt
    answers {
      taskKey
      text
    }
    checks {
      taskKey
      criterion
      verdict
      comment
    }
    criterionScores {
      taskKey
      criterion
      score
    }
    overall {
      value
      display
    }
  }
`);
