import { graphql } from '../gql';

/**
 * An evaluation's content as both apps read it: scores, overall, labelled points, feedback, the revision per task and
 * the comments on passages. Each app spreads it and adds what only it needs (publishedAt, published).
 */
export const EvaluationContentFragment = graphql(`
  fragment EvaluationContent on Evaluation {
    id
    criterionScores {
      taskKey
      criterion
      score
    }
    overall {
      value
      display
      grade
      weightedMean
    }
    strengths {
      label
      text
    }
    weaknesses {
      label
      text
    }
    areasOfImprovement {
      label
      text
    }
    feedback
    revisedAnswers {
      taskKey
      text
    }
    comments {
      taskKey
      start
      end
      criterion
      text
    }
  }
`);
