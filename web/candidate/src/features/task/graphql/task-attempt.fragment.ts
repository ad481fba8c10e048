import { graphql } from '../../../gql';

/**
 * Everything a task screen shows about an attempt: the test, the answers, the clock, the evaluation and, once it is
 * released, the model answers.
 */
export const TaskAttemptFieldsFragment = graphql(`
  fragment TaskAttemptFields on Attempt {
    id
    status
    startedAt
    endsAt
    submittedAt
    timedOut
    deadlineAt
    overdue
    withHints
    hints {
      taskKey
      hints {
        kind
        label
        text
      }
    }
    answers {
      taskKey
      text
    }
    sentenceItems {
      index
      context
      replyParts
      blanks
      chunks
      order
      right
      correctReply
    }
    sentenceScore {
      rightCount
      total
    }
    taskClocks {
      taskKey
      startedAt
      endsAt
      closedAt
      timedOut
    }
    mockTest {
      id
      exam
      title
      type
      totalMinutes
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
      }
    }
    evaluation {
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
      publishedAt
    }
    modelAnswers {
      taskKey
      title
      text
      note
    }
  }
`);
