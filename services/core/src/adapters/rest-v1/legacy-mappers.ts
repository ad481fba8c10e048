import type { Attempt } from '../../domain/attempt/attempt.ts';
import { attemptStatus } from '../../domain/attempt/attempt.ts';
import type { Evaluation, LabelText } from '../../domain/evaluation/evaluation.ts';
import { joinRevisedAnswers } from '../../domain/evaluation/revised-answers.ts';
import { writtenTasks } from '../../domain/exam/build-sentence.ts';
import { getExam } from '../../domain/exam/exam-catalogue.ts';
import type { MockTest, MockTestTask } from '../../domain/exam/mock-test.ts';
import { getPlan } from '../../domain/plan/plan-catalogue.ts';
import { hasActivePlan } from '../../domain/plan/test-access.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { targetScoreFor } from '../../domain/profile/target-scale.ts';

// The old product's field names (the REST contract) live only in this adapter; the domain keeps its own names.

export const legacyProviderCodes = { Google: 1, Facebook: 2, Custom: 3 } as const;

/** Task/section type codes of the old product (`TaskType` 3 and 4 on the REST contract). */
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
/**
 * The profile in the old contract's field names. IsSubscribed is the plan being active at `now` (an expired plan is not
 * a subscription, as GraphQL says), while ExpiryDate still lets the old client show "Plan Expired".
 */
export function toLegacyProfile(profile: Profile, now: Date): LegacyProfile {
  // The old contract holds one target: the selected exam's.
  const target = targetScoreFor(profile.targetScores, profile.selectedExam);
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
      Reading: target.reading,
      Listening: target.listening,
      Speaking: target.speaking,
      Writing: target.writing,
    },
    IsSubscribed: hasActivePlan(profile, now),
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
export function toLegacyEvaluation(evaluation: Evaluation, tasks: MockTest['tasks']): LegacyEvaluation {
  return {
    Score: evaluation.overall?.value ?? null,
    Strengths: labelMap(evaluation.strengths),
    Weaknesses: labelMap(evaluation.weaknesses),
    AreasOfImprovement: labelMap(evaluation.areasOfImprovement),
    Feedback: evaluation.feedback,
    // One text in the old contract: the revisions joined under the tasks' titles as the apps join them.
    RevisedAnswer: joinRevisedAnswers(tasks, evaluation.revisedAnswers),
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
 * One task of an attempt as the old product's writing response, which kept one answer per record: `taskIndex` picks
 * the task (beyond the test's tasks, its last one, as a POST writes it). In a test of several tasks the record's TaskType says which
 * task it is (WritingTask1 or WritingTask2, as a POST addresses it); a single-task test keeps its screen type.
 */
export function toLegacyWritingResponse(input: {
  attempt: Attempt;
  test: MockTest;
  evaluation: Evaluation | null;
  now: Date;
  taskIndex: number;
}): LegacyWritingResponse {
  const { attempt, test, evaluation, now } = input;
  // The old product had no Build a Sentence: its records are the written tasks only.
  const tasks = writtenTasks(test.tasks);
  const taskIndex = Math.max(0, Math.min(input.taskIndex, tasks.length - 1));
  const task = tasks[taskIndex];
  const taskType =
    tasks.length > 1
      ? taskIndex === 0
        ? legacyTaskTypes.WritingTask1
        : legacyTaskTypes.WritingTask2
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
  if (evaluation) record.DE = toLegacyEvaluation(evaluation, test.tasks);
  return record;
}

/**
 * One attempt as the old product's list of writing responses: one record per task with an answer, in the test's
 * order (an IELTS test with both parts written gives two records with the same QId, TaskType 3 and 4), so no written
 * text is left out; an attempt with nothing written yet still shows, as its first task's record. Status, times and
 * the evaluation (DE) are the attempt's and repeat on each of its records.
 */
export function toLegacyWritingResponses(input: {
  attempt: Attempt;
  test: MockTest;
  evaluation: Evaluation | null;
  now: Date;
}): LegacyWritingResponse[] {
  const written = writtenTasks(input.test.tasks).flatMap((task, index) =>
    answerText(input.attempt, task.key) ? [index] : [],
  );
  return (written.length > 0 ? written : [0]).map((taskIndex) => toLegacyWritingResponse({ ...input, taskIndex }));
}

/**
 * The old contract's Question as text. An OET question is its case object serialised to text; any other question is
 * the prompt followed by what the task screen shows with it, each part after a blank line: the points to cover (one
 * "- " line each), the passage to summarise, and the discussion's posts ("Name: post", the professor first).
 */
function legacyQuestion(task: MockTestTask | undefined): string {
  if (!task) return '';
  if (task.oetCase) return JSON.stringify({ ...task.oetCase, writingTask: task.prompt });
  const parts = [task.prompt];
  if (task.bullets && task.bullets.length > 0) parts.push(task.bullets.map((bullet) => `- ${bullet}`).join('\n'));
  if (task.passage) parts.push(task.passage);
  if (task.discussion) {
    const { professor, students } = task.discussion;
    parts.push(...[professor, ...students].map(({ name, post }) => `${name}: ${post}`));
  }
  return parts.join('\n\n');
}
