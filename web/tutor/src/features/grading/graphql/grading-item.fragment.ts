import { graphql } from '../../../gql';

export const gradingItemFields = graphql(`
  fragment GradingItemFields on QueueItem {
    candidateName
    claimedByMe
    claimedBy
    claimExpiresAt
    exam {
      key
      label
      rubric {
        version
        scoring
        criteria {
          taskKey
          key
          label
          min
          max
          step
          descriptors {
            score
            text
          }
        }
      }
    }
    attempt {
      id
      status
      startedAt
      submittedAt
      deadlineAt
      overdue
      timedOut
      secondsTaken
      ...AttemptHints
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
          instructions
          prompt
          imageSvg
          imageAlt
          minutes
          minWords
          maxWords
          bullets
          letterKind
          essayKind
          passage
          discussion {
            professor {
              name
              post
            }
            students {
              name
              post
            }
          }
          ...OetCaseNotes
          modelAnswer
        }
      }
    }
    evaluation {
      ...EvaluationContent
      published
      publishedAt
    }
  }
`);
