import { graphql } from '../../../gql';

/** The server computes the overall by the exam's own formula, so the screen never keeps a copy of it. */
export const overallPreviewQuery = graphql(`
  query OverallPreview($exam: ExamKey!, $taskKeys: [String!]!, $criterionScores: [CriterionScoreInput!]!) {
    overallPreview(exam: $exam, taskKeys: $taskKeys, criterionScores: $criterionScores) {
      value
      display
    }
  }
`);
