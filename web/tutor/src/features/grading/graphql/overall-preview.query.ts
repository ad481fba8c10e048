import { graphql } from '../../../gql';

/**
 * The server computes the overall by the exam's own formula, so the screen never keeps a copy of it. With the
 * attempt's id it also counts what it scored itself (TOEFL Build a Sentence), so the preview equals the band that
 * publishing stores.
 */
export const overallPreviewQuery = graphql(`
  query OverallPreview(
    $exam: ExamKey!
    $taskKeys: [String!]!
    $criterionScores: [CriterionScoreInput!]!
    $attemptId: ID
  ) {
    overallPreview(exam: $exam, taskKeys: $taskKeys, criterionScores: $criterionScores, attemptId: $attemptId) {
      value
      display
    }
  }
`);
