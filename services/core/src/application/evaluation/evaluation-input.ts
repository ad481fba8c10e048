import type { EvaluationContent } from '../../domain/evaluation/evaluation-rules.ts';

/** What a tutor sends when saving or publishing an evaluation. */
export type EvaluationInput = EvaluationContent;
