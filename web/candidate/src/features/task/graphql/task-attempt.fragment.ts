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
    ...AttemptHints
    answers {
      taskKey
      text
    }
    ...SentenceResultFields
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
      ...EvaluationContent
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
