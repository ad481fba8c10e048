import { graphql } from '../../../gql';

/** One answer's second marking: the answer and the rubric, never the first evaluation. */
export const secondMarkingQuery = graphql(`
  query SecondMarkingItem($attemptId: ID!) {
    secondMarking(attemptId: $attemptId) {
      ...SecondMarkingFields
    }
  }
`);

export const secondMarkingFields = graphql(`
  fragment SecondMarkingFields on SecondMarking {
    candidateName
    claimedBy
    claimedByMe
    claimExpiresAt
    publishedAt
    note
    overall {
      display
    }
    criterionScores {
      taskKey
      criterion
      score
    }
    exam {
      ...ExamRubricScales
    }
    attempt {
      id
      submittedAt
      answers {
        taskKey
        text
        wordCount
      }
      ...SentenceResultFields
      mockTest {
        id
        title
        tasks {
          key
          title
          prompt
        }
      }
    }
  }
`);

export const claimSecondMarkingMutation = graphql(`
  mutation ClaimSecondMarking($attemptId: ID!) {
    claimSecondMarking(attemptId: $attemptId) {
      ...SecondMarkingFields
    }
  }
`);

export const saveSecondMarkingMutation = graphql(`
  mutation SaveSecondMarking($attemptId: ID!, $input: SecondMarkingInput!) {
    saveSecondMarking(attemptId: $attemptId, input: $input) {
      ...SecondMarkingFields
    }
  }
`);

export const publishSecondMarkingMutation = graphql(`
  mutation PublishSecondMarking($attemptId: ID!, $input: SecondMarkingInput!) {
    publishSecondMarking(attemptId: $attemptId, input: $input) {
      ...SecondMarkingFields
    }
  }
`);
