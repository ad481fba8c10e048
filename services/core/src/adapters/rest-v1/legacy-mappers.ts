import type { Attempt } from '../../domain/attempt/attempt.ts';
import { attemptStatus } from '../../domain/attempt/attempt.ts';
import type { Evaluation, LabelText } from '../../domain/evaluation/evaluation.ts';
import { getExam } from '../../domain/exam/exam-catalogue.ts';
import type { MockTest, MockTestTask } from '../../domain/exam/mock-test.ts';
import { getPlan } from '../../domain/plan/plan-catalogue.ts';
import type { Profile } from '../../domain/profile/profile.ts';

// The old product's field names (spec section 7) live only in this adapter; the domain keeps its own names.

export const legacyProviderCodes = { Google: 1, Facebook: 2, Custom: 3 } as const;

/** Task/section type codes of the old product (spec section 3). */
export const legacyTaskTypes = {
  WritingTask: 2,
  WritingTask1: 3,
  WritingTask2: 4,
  CommunicationCase: 6,
  CaseSummary: 7,
  CaseNote: 8,
  HealthcareScenario: 9,
  Referral: 10,
  DischargeSummary: 11,
} as const;

const taskTypeByTestType: Record<string, number> = {
  writing1: legacyTaskTypes.WritingTask1,
  writing2: legacyTaskTypes.WritingTask2,
  communicationcase: legacyTaskTypes.CommunicationCase,
  casesummary: legacyTaskTypes.CaseSummary,
  casenote: legacyTaskTypes.CaseNote,
  healthcarescenario: legacyTaskTypes.HealthcareScenario,
  referral: legacyTaskTypes.Referral,
  dischargesummary: legacyTaskTypes.DischargeSummary,
};

export type LegacyProfile = {
  Id: string;
  UserId: string;
  Email: string;
  FullName: string;
  Provider: number;
  emailVerified: boolean;
  SelectedTest: number;
  CreatedDt: string;
  PurchasedDt: string | null;
  Plan: number;
  Country: string | null;
  Education: string;
  Destination: string;
  TargetScore: { Reading: string; Listening: string; Speaking: string; Writing: string };
  IsSubscribed: boolean;
  ExpiryDate: string | null;
};

/** A profile in the old contract's field names; Plan is the level 1-3, or 0 without a plan. */
export function toLegacyProfile(profile: Profile): LegacyProfile {
  return {
    Id: profile.id,
    UserId: profile.userId,
    Email: profile.email,
    FullName: profile.fullName,
    Provider: legacyProviderCodes[profile.provider],
    emailVerified: profile.emailVerified,
    SelectedTest: getExam(profile.selectedExam).code,
    CreatedDt: profile.createdAt.toISOString(),
    PurchasedDt: profile.purchasedAt?.toISOString() ?? null,
    Plan: profile.plan ? getPlan(profile.plan).level : 0,
    Country: profile.country,
    Education: profile.education,
    Destination: profile.destination,
    TargetScore: {
      Reading: profile.targetScore.reading,
      Listening: profile.targetScore.listening,
      Speaking: profile.targetScore.speaking,
      Writing: profile.targetScore.writing,
    },
    IsSubscribed: profile.isSubscribed,
    ExpiryDate: profile.expiresAt?.toISOString() ?? null,
  };
}

export type LegacyEvaluation = {
  Score: number | null;
  Strengths: Record<string, string>;
  Weaknesses: Record<string, string>;
  AreasOfImprovement: Record<string, string>;
  Feedback: string;
  RevisedAnswer: string;
};

export type LegacyWritingResponse = {
  UId: string;
  Status: number;
  TT: number;
  TO: boolean;
  QId: string;
  Question: string;
  UA: string;
  SelectedTest: number;
  TaskType: number;
  UD: string;
  DE?: LegacyEvaluation;
};

/** The old contract's label -> text maps; a repeated label gets a numbered suffix rather than losing a line. */
function labelMap(items: LabelText[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const { label, text } of items) {
    let key = label;
    for (let n = 2; key in map; n += 1) key = `${label} (${n})`;
    map[key] = text;
  }
  return map;
}

/** The evaluation in the old contract's DE shape. */
export function toLegacyEvaluation(evaluation: Evaluation): LegacyEvaluation {
  return {
    Score: evaluation.overall?.value ?? null,
    Strengths: labelMap(evaluation.strengths),
    Weaknesses: labelMap(evaluation.weaknesses),
    AreasOfImprovement: labelMap(evaluation.areasOfImprovement),
    Feedback: evaluation.feedback,
    RevisedAnswer: evaluation.revisedAnswer,
  };
}

/** The old TaskType of a test as a whole (its screen type), used when a record names no task. */
export function legacyTaskTypeOf(test: MockTest): number {
  return taskTypeByTestType[test.type.toLowerCase()] ?? legacyTaskTypes.WritingTask;
}

/** Which task of the test a legacy TaskType addresses: WritingTask2 the second (when there is one), else the first. */
export function taskIndexFor(taskType: number | undefined): number {
  return taskType === legacyTaskTypes.WritingTask2 ? 1 : 0;
}

const answerText = (attempt: Attempt, taskKey: string | undefined) =>
  attempt.answers.find((answer) => answer.taskKey === taskKey)?.text ?? '';

/**
 * One attempt as the old product's writing response. The old product kept one answer per record: for a test of
 * several tasks the record shows the first task's answer, or the second's when only that one was written.
 */
export function toLegacyWritingResponse(input: {
  attempt: Attempt;
  test: MockTest;
  evaluation: Evaluation | null;
  now: Date;
}): LegacyWritingResponse {
  const { attempt, test, evaluation, now } = input;
  const [first, second] = test.tasks;
  const onlySecondWritten =
    second !== undefined && !answerText(attempt, first?.key) && !!answerText(attempt, second.key);
  const task = onlySecondWritten ? second : first;
  const taskType =
    test.tasks.length > 1
      ? onlySecondWritten
        ? legacyTaskTypes.WritingTask2
        : legacyTaskTypes.WritingTask1
      : legacyTaskTypeOf(test);
  const elapsedUntil = Math.min(now.getTime(), attempt.endsAt.getTime());
  const secondsSoFar = Math.max(0, Math.floor((elapsedUntil - attempt.startedAt.getTime()) / 1000));
  const record: LegacyWritingResponse = {
    UId: attempt.userId,
    Status: attemptStatus[attempt.status],
    TT: attempt.secondsTaken ?? secondsSoFar,
    TO: attempt.timedOut,
    QId: attempt.mockTestId,
    Question: legacyQuestion(task),
    UA: answerText(attempt, task?.key),
    SelectedTest: getExam(attempt.exam).code,
    TaskType: taskType,
    UD: (attempt.submittedAt ?? attempt.updatedAt).toISOString(),
  };
  if (evaluation) record.DE = toLegacyEvaluation(evaluation);
  return record;
}

/** The old contract sends an OET question as its object serialised to text; other questions are plain text. */
function legacyQuestion(task: MockTestTask | undefined): string {
  if (!task) return '';
  if (!task.oetCase) return task.prompt;
  return JSON.stringify({ ...task.oetCase, writingTask: task.prompt });
}
