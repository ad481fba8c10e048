import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { CriterionScore, Evaluation } from '../../domain/evaluation/evaluation.ts';
import { type BuildSentenceItem, buildSentenceKey, writtenTasks } from '../../domain/exam/build-sentence.ts';
import type { ExamKey, RubricCriterion, TaskFormat } from '../../domain/exam/exam.ts';
import { toeflKey } from '../../domain/exam/exam.ts';
import { criteriaForTask, getExam } from '../../domain/exam/exam-catalogue.ts';
import type { MockTest, MockTestTask } from '../../domain/exam/mock-test.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { EvaluationInput } from '../evaluation/evaluation-input.ts';
import { emptiedEvaluationContent } from '../evaluation/grading-reads.ts';

// Test data with valid defaults; override only what a test is about. Ids are unique within a test run.

let counter = 0;
const next = () => ++counter;

const defaultStart = new Date('2025-06-01T09:00:00.000Z');

/** A candidate profile without a plan (override role, plan, isSubscribed, expiresAt, ... as needed). */
export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  const n = next();
  return {
    id: `profile-${n}`,
    userId: `uid-${n}`,
    email: `candidate${n}@example.test`,
    fullName: `Candidate ${n}`,
    photoUrl: null,
    emailVerified: true,
    provider: 'Google',
    role: 'candidate',
    selectedExam: 'IELTSAcademic',
    country: null,
    education: 'BD',
    destination: 'AU',
    targetScores: {},
    plan: null,
    isSubscribed: false,
    purchasedAt: null,
    expiresAt: null,
    extraTests: 0,
    practiceWithHints: false,
    examNames: [],
    createdAt: defaultStart,
    ...overrides,
  };
}

function instructionsFor(format: TaskFormat): string {
  const words =
    format.minWords !== undefined && format.maxWords !== undefined
      ? `Write ${format.minWords} to ${format.maxWords} words.`
      : format.minWords !== undefined
        ? `Write at least ${format.minWords} words.`
        : '';
  return `You should spend about ${format.minutes} minutes on this task. ${words}`.trim();
}

/** The tasks of an exam's writing section as a mock test carries them, with a placeholder prompt. */
export function buildTasks(exam: ExamKey): MockTestTask[] {
  return getExam(exam).tasks.map((format) => ({
    key: format.key,
    title: format.title,
    instructions: instructionsFor(format),
    prompt: `Practice prompt for ${format.title}.`,
    minutes: format.minutes,
    ...(format.minWords !== undefined ? { minWords: format.minWords } : {}),
    ...(format.maxWords !== undefined ? { maxWords: format.maxWords } : {}),
    ...(format.key === buildSentenceKey ? { items: builtSentenceItems } : {}),
  }));
}

/** Three Build a Sentence items: blanks to fill, an extra word in one, another accepted order in one. */
const builtSentenceItems: BuildSentenceItem[] = [
  { context: 'When does the seminar start?', reply: 'It starts _ _ the _ break.', chunks: ['right', 'after', 'lunch'] },
  {
    context: 'Where did you leave the book?',
    reply: 'The librarian asked me _ _ _ _ it.',
    chunks: ['where', 'I', 'had', 'left'],
    distractor: 'did',
  },
  {
    context: 'Are you coming to the review session?',
    reply: '_ _ _ _, but I will be late.',
    chunks: ['I', 'will', 'probably', 'come'],
    alternatives: [['I', 'probably', 'will', 'come']],
  },
];

const defaultType: Record<ExamKey, string> = {
  IELTSAcademic: 'writing2',
  IELTSGeneral: 'writing2',
  OETNurses: 'referral',
  OETDoctors: 'referral',
  PTE: 'writing2',
  [toeflKey]: 'writing2',
};

/** A valid mock test (IELTS Academic, sequence 1, both tasks by default); tasks and rubric follow `exam`. */
export function buildMockTest(overrides: Partial<MockTest> = {}): MockTest {
  const n = next();
  const exam = overrides.exam ?? 'IELTSAcademic';
  const sequence = overrides.sequence ?? 1;
  return {
    id: `mock-test-${n}`,
    exam,
    sequence,
    title: `${getExam(exam).label} Writing Test ${sequence}`,
    type: defaultType[exam],
    rubricVersion: getExam(exam).rubric.version,
    tasks: buildTasks(exam),
    ...overrides,
  };
}

/** An attempt in progress, started 2025-06-01 09:00 UTC with an hour to write (override status, dates, ... freely). */
export function buildAttempt(overrides: Partial<Attempt> = {}): Attempt {
  const n = next();
  const startedAt = overrides.startedAt ?? defaultStart;
  return {
    id: `attempt-${n}`,
    userId: `uid-${n}`,
    mockTestId: `mock-test-${n}`,
    exam: 'IELTSAcademic',
    status: 'InProgress',
    answers: [],
    startedAt,
    endsAt: new Date(startedAt.getTime() + 60 * 60_000),
    taskClocks: [],
    submittedAt: null,
    timedOut: false,
    secondsTaken: null,
    deadlineAt: null,
    deadlineHandledAt: null,
    overdue: false,
    claimedBy: null,
    claimedAt: null,
    claimTouchedAt: null,
    takenOverFrom: null,
    claimLapsedFrom: null,
    updatedAt: startedAt,
    withHints: false,
    sentenceBank: null,
    sentenceShuffle: null,
    version: 1,
    ...overrides,
  };
}

/** An unpublished evaluation with no scores yet. */
export function buildEvaluation(overrides: Partial<Evaluation> = {}): Evaluation {
  const n = next();
  return {
    id: `evaluation-${n}`,
    attemptId: `attempt-${n}`,
    tutorId: `tutor-${n}`,
    rubricVersion: 'ielts-2024',
    ...emptiedEvaluationContent(),
    publishedAt: null,
    updatedAt: defaultStart,
    version: 1,
    ...overrides,
  };
}

/** A score for every criterion of every task of the test; by default one step below each criterion's maximum. */
export function buildCriterionScores(
  test: Pick<MockTest, 'exam' | 'tasks'>,
  pick: (criterion: RubricCriterion, taskKey: string) => number = (criterion) => criterion.max - criterion.step,
): CriterionScore[] {
  const { rubric } = getExam(test.exam);
  return test.tasks.flatMap((task) =>
    criteriaForTask(rubric, task.key).map((criterion) => ({
      taskKey: task.key,
      criterion: criterion.key,
      score: pick(criterion, task.key),
    })),
  );
}

/** A complete, publishable evaluation of the test. */
export function buildEvaluationInput(
  test: Pick<MockTest, 'exam' | 'tasks'>,
  overrides: Partial<EvaluationInput> = {},
): EvaluationInput {
  // An override of the deprecated single revised answer stands in for the revisions per task.
  const revisions = overrides.revisedAnswer != null ? { revisedAnswers: undefined } : {};
  return {
    criterionScores: buildCriterionScores(test),
    strengths: [{ label: 'Organisation', text: 'Each paragraph develops one idea.' }],
    weaknesses: [{ label: 'Articles', text: 'Articles are often missing before singular nouns.' }],
    areasOfImprovement: [{ label: 'Conclusion', text: 'Restate the position in new words.' }],
    feedback: 'A well-organised answer; accuracy is what holds the score back.',
    revisedAnswers: writtenTasks(test.tasks)
      .slice(0, 1)
      .map((task) => ({ taskKey: task.key, text: 'A revised version of the answer.\n\nWith its paragraphs kept.' })),
    comments: [],
    ...revisions,
    ...overrides,
  };
}
