import { toeflKey } from './toefl-key';
/** How an overall score is labelled: every overall figure is the product's own conversion, so it says so. */
export type ScoreEstimate = { label: string; note: string };

/** The part of an overall score the estimate line reads: the band, and the IELTS mean before our rounding if known. */
export type EstimatedOverall = { display: string; weightedMean?: number | null };

/**
 * The label and one sentence on how the overall score of an exam is derived. The criteria follow the exams' rubrics;
 * the overall figures are computed here (IELTS publishes no Writing-only rounding, OET no raw-to-scale conversion,
 * Pearson no item weights, ETS no task weights or rating-to-band scaling), so each is named an estimate. `exam` is the
 * catalogue key.
 */
export function scoreEstimate(exam: string): ScoreEstimate {
  switch (exam) {
    case 'IELTSAcademic':
    case 'IELTSGeneral':
      return {
        label: 'Estimated writing band',
        note: 'Each criterion is a whole band; the band is (Task 1 + 2 × Task 2) ÷ 3 rounded to the nearest half band. IELTS says Task 2 counts twice Task 1 but does not publish how it combines and rounds the task scores, so this rounding is ours.',
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
        note: 'Computed here as 10 + 80 × the mean of the two tasks’ shares of their trait points. Pearson does not publish how items are weighted; this estimate weighs the two tasks equally. The real PTE writing score is scaled differently and also draws on other item types.',
      };
    case toeflKey:
      return {
        label: 'Estimated TOEFL writing band',
        note: 'Computed here from the email and discussion ratings (0-5, 3/8 each) and Build a Sentence (5 × the share of sentences right), which counts for a quarter, its share of the section’s time: ETS does not publish how it weighs the tasks. The weighted rating becomes a band by ETS’s published concordance points (a mean rating of 3.0 is band 4.0, 3.5 is 4.5); ETS scales the real band with a mapping it does not publish.',
      };
    default:
      return { label: 'Overall score', note: '' };
  }
}

/**
 * The overall score with what it was rounded from, where the product did the rounding: for IELTS, e.g. 'Band 6.5
 * (weighted mean 6.42, rounded to the nearest half band by us)'. Other exams, and IELTS scores stored before the mean
 * was recorded, read as their display.
 */
export function overallWithRounding(exam: string, overall: EstimatedOverall): string {
  const ielts = exam === 'IELTSAcademic' || exam === 'IELTSGeneral';
  if (!ielts || typeof overall.weightedMean !== 'number') return overall.display;
  return `${overall.display} (weighted mean ${overall.weightedMean.toFixed(2)}, rounded to the nearest half band by us)`;
}
