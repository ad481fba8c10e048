/** How an overall score is labelled: every overall figure is the product's own conversion, so it says so. */
export type ScoreEstimate = { label: string; note: string };

/**
 * The label and one sentence on how the overall score of an exam is derived. The criteria follow the exams' rubrics;
 * the overall figures are computed here (IELTS publishes no Writing-only rounding, OET no raw-to-scale conversion, the
 * real PTE and TOEFL writing scores draw on other items), so each is named an estimate. `exam` is the catalogue key.
 */
export function scoreEstimate(exam: string): ScoreEstimate {
  switch (exam) {
    case 'IELTSAcademic':
    case 'IELTSGeneral':
      return {
        label: 'Estimated writing band',
        note: 'Each criterion is a whole band; the band is (Task 1 + 2 × Task 2) ÷ 3 rounded to the nearest half band. IELTS does not publish a rounding rule for Writing alone, so this rounding is ours.',
      };
    case 'OETNurses':
    case 'OETDoctors':
      return {
        label: 'Estimated OET score',
        note: 'Computed here from the six criteria (raw points out of 38, scaled in a straight line to 0-500, then graded). OET does not publish its conversion, so the real scale differs.',
      };
    case 'PTE':
      return {
        label: 'Estimated PTE writing score',
        note: 'Computed here as 10 + 80 × the share of trait points on these tasks. The real PTE writing score is scaled differently and also draws on other item types.',
      };
    case 'TOFEL':
      return {
        label: 'Estimated TOEFL writing band',
        note: 'Computed here as 1 + the mean of three 0-5 ratings (the email, the discussion, and Build a Sentence as 5 x the share of sentences right), rounded to the nearest half band. ETS scales the real band from all writing items with a mapping it does not publish.',
      };
    default:
      return { label: 'Overall score', note: '' };
  }
}
