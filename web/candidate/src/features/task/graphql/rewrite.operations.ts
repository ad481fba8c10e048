import { graphql } from '../../../gql';

/**
 * What the candidate sees of a rewrite: its clock, its texts and, once released, the tutor's verdicts, new scores and
 * the updated overall estimate.
 */
export const RewriteFieldsFragment = graphql(`
  fragment RewriteFields on Rewrite {
    ...RewriteRecheck
    originalAttemptId
    startedAt
    endsAt
  }
`);

/** The rewrite of an evaluated attempt, if any (for the evaluation view). */
export const AttemptRewriteQuery = graphql(`
  query AttemptRewrite($attemptId: ID!) {
    attempt(id: $attemptId) {
      id
      rewrite {
        ...RewriteFields
      }
    }
  }
`);

/** The rewrite screen: the rewrite and the original attempt (its test's tasks and the answers rewritten). */
export const RewriteScreenQuery = graphql(`
  query RewriteScreen($rewriteId: ID!, $attemptId: ID!) {
    rewrite(id: $rewriteId) {
      ...RewriteFields
    }
    attempt(id: $attemptId) {
      ...TaskAttemptFields
    }
  }
`);

/** The rewrite's instructions step: the test it rewrites, and any rewrite already started. */
export const RewriteIntroQuery = graphql(`
  query RewriteIntro($attemptId: ID!) {
    attempt(id: $attemptId) {
      id
      mockTest {
        id
        type
        title
        totalMinutes
        tasks {
          key
          minutes
        }
      }
      rewrite {
        ...RewriteFields
      }
    }
  }
`);

export const StartRewriteMutation = graphql(`
  mutation StartRewrite($attemptId: ID!) {
    startRewrite(attemptId: $attemptId) {
      ...RewriteFields
    }
  }
`);

export const SaveRewriteDraftMutation = graphql(`
  mutation SaveRewriteDraft($rewriteId: ID!, $answers: [AnswerInput!]!) {
    saveRewriteDraft(rewriteId: $rewriteId, answers: $answers) {
      id
    }
  }
`);

export const SubmitRewriteMutation = graphql(`
  mutation SubmitRewrite($rewriteId: ID!, $answers: [AnswerInput!]!) {
    submitRewrite(rewriteId: $rewriteId, answers: $answers) {
      ...RewriteFields
    }
  }
`);
