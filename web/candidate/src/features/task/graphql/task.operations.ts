import { graphql } from '../../../gql';

/** The test and the caller's attempt at it, if any. */
export const TaskMockTestQuery = graphql(`
  query TaskMockTest($id: ID!) {
    mockTest(id: $id) {
      id
      title
      unlocked
      myAttempt {
        ...TaskAttemptFields
      }
    }
  }
`);

/** Start Test on the instructions page: starts the test, or returns the attempt already started (the server owns the clock). */
export const StartAttemptMutation = graphql(`
  mutation StartAttempt($mockTestId: ID!) {
    startAttempt(mockTestId: $mockTestId) {
      ...TaskAttemptFields
    }
  }
`);

export const SaveDraftMutation = graphql(`
  mutation SaveDraft($attemptId: ID!, $answers: [AnswerInput!]!) {
    saveDraft(attemptId: $attemptId, answers: $answers) {
      id
      status
    }
  }
`);

/** Hands in the task open now of a PTE or TOEFL test; the next task opens at once with its own clock. */
export const SubmitTaskMutation = graphql(`
  mutation SubmitTask($attemptId: ID!, $answer: AnswerInput!) {
    submitTask(attemptId: $attemptId, answer: $answer) {
      ...TaskAttemptFields
    }
  }
`);

export const SubmitAttemptMutation = graphql(`
  mutation SubmitAttempt($attemptId: ID!, $answers: [AnswerInput!]!) {
    submitAttempt(attemptId: $attemptId, answers: $answers) {
      ...TaskAttemptFields
    }
  }
`);

/** Criterion labels of the exam's rubric, to name the scores of an evaluation. */
export const TaskRubricQuery = graphql(`
  query TaskRubric {
    exams {
      key
      rubric {
        version
        criteria {
          taskKey
          key
          label
          max
        }
      }
    }
  }
`);
