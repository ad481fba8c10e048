import { graphql } from '../../../gql';

export const recheckItemFields = graphql(`
  fragment RecheckItemFields on RecheckItem {
    candidateName
    exam {
      ...ExamRubricScales
    }
    original {
      id
      submittedAt
      answers {
        taskKey
        text
      }
      mockTest {
        id
        title
        tasks {
          key
          title
          prompt
        }
      }
      evaluation {
        criterionScores {
          taskKey
          criterion
          score
        }
        overall {
          display
        }
        weaknesses {
          label
          text
        }
        revisedAnswer
      }
    }
    rewrite {
      ...RewriteRecheck
    }
  }
`);

/** One rewrite with its original answer and evaluation. */
export const recheckItemQuery = graphql(`
  query RecheckItem($rewriteId: ID!) {
    recheckItem(rewriteId: $rewriteId) {
      ...RecheckItemFields
    }
  }
`);

export const publishRecheckMutation = graphql(`
  mutation PublishRecheck(
    $rewriteId: ID!
    $checks: [CriterionRecheckInput!]!
    $criterionScores: [CriterionScoreInput!]
  ) {
    publishRecheck(rewriteId: $rewriteId, checks: $checks, criterionScores: $criterionScores) {
      ...RecheckItemFields
    }
  }
`);
