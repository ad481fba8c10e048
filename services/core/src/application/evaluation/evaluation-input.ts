import type { TaskText } from '../../domain/evaluation/evaluation.ts';
import type { EvaluationContent } from '../../domain/evaluation/evaluation-rules.ts';
import { splitRevisedAnswer } from '../../domain/evaluation/revised-answers.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';

/**
 * What a tutor sends when saving or publishing an evaluation: the revision per written task (`revisedAnswers`), or,
 * from an integrator written before those, one text for the whole test (`revisedAnswer`), shared out among the tasks
 * as stored texts were when revisions became per task. Neither: no revision.
 */
export type EvaluationInput = Omit<EvaluationContent, 'revisedAnswers'> & {
  revisedAnswers?: TaskText[] | null;
  revisedAnswer?: string | null;
};

/** The content to write from a tutor's input on an attempt at `test`. */
export function evaluationContentOf(input: EvaluationInput, test: Pick<MockTest, 'tasks'>): EvaluationContent {
  const { revisedAnswers, revisedAnswer, ...rest } = input;
  if (revisedAnswers != null && revisedAnswer != null) {
    throw new DomainError(
      'BAD_USER_INPUT',
      'VALIDATION_FAILED',
      'Send the revised answers per task or the single revised answer, not both.',
    );
  }
  if (revisedAnswers != null) return { ...rest, revisedAnswers };
  if (revisedAnswer != null && typeof revisedAnswer !== 'string') {
    throw new DomainError('BAD_USER_INPUT', 'VALIDATION_FAILED', 'The revised answer must be text.');
  }
  return { ...rest, revisedAnswers: splitRevisedAnswer(test.tasks, revisedAnswer ?? '') };
}
