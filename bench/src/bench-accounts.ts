import { graphql } from './api-client.ts';
import * as documents from './graphql-documents.ts';
import { type Account, mapLimit, signIn, signUp } from './identity-client.ts';

// The accounts and attempts a run loads the platform with, created through the product's own API. Candidates use
// only the free tests (test 1 of each of the six exams), so no plan or payment is needed.

export const examKeys = ['IELTSAcademic', 'IELTSGeneral', 'OETNurses', 'OETDoctors', 'PTE', 'TOFEL'] as const;
export type ExamKey = (typeof examKeys)[number];

export type FreeTest = { id: string; exam: ExamKey; taskKeys: string[] };

/** An attempt in progress with the answers its candidate will send (1.4 kB per task). */
export type OpenAttempt = { token: string; uid: string; attemptId: string; exam: ExamKey; taskKeys: string[] };

export type Candidate = Account & {
  /** IELTS Academic test 1, in progress: the GraphQL autosave target. */
  draft: OpenAttempt;
  /** IELTS General test 1, in progress: the REST autosave target. */
  restTestId: string;
};

const password = 'bench-password-1';
const setupLanes = 16;

/** A unique e-mail per account and run. */
function emailFor(run: string, role: string, index: number): string {
  return `bench-${run}-${role}-${index}@example.test`;
}

async function signUpCandidate(origin: string, emulatorHost: string, email: string): Promise<Account> {
  const account = await signUp(emulatorHost, email, password);
  // The first authenticated call creates the profile, as the app's first screen does.
  await graphql(origin, documents.currentProfile, { token: account.idToken });
  return account;
}

/** Test 1 of every exam, with its task keys (read as a candidate, for whom test 1 is unlocked). */
export async function freeTests(origin: string, token: string): Promise<Map<ExamKey, FreeTest>> {
  const tests = new Map<ExamKey, FreeTest>();
  for (const exam of examKeys) {
    const data = await graphql<{ mockTests: { id: string; sequence: number; tasks: { key: string }[] }[] }>(
      origin,
      documents.testsOfExam,
      { token, variables: { exam } },
    );
    const first = data.mockTests.find((test) => test.sequence === 1);
    if (!first) throw new Error(`No test 1 for ${exam}`);
    tests.set(exam, { id: first.id, exam, taskKeys: first.tasks.map((task) => task.key) });
  }
  return tests;
}

async function start(origin: string, account: Account, test: FreeTest): Promise<OpenAttempt> {
  const data = await graphql<{ startAttempt: { id: string } }>(origin, documents.startAttempt, {
    token: account.idToken,
    variables: { mockTestId: test.id },
  });
  return {
    token: account.idToken,
    uid: account.uid,
    attemptId: data.startAttempt.id,
    exam: test.exam,
    taskKeys: test.taskKeys,
  };
}

/** `count` candidates, each with an IELTS Academic attempt in progress (GraphQL drafts) and IELTS General started. */
export async function prepareCandidates(
  origin: string,
  emulatorHost: string,
  run: string,
  count: number,
): Promise<{ candidates: Candidate[]; tests: Map<ExamKey, FreeTest> }> {
  const first = await signUpCandidate(origin, emulatorHost, emailFor(run, 'candidate', 0));
  const tests = await freeTests(origin, first.idToken);
  const academic = tests.get('IELTSAcademic') as FreeTest;
  const general = tests.get('IELTSGeneral') as FreeTest;
  const candidates = await mapLimit(Array.from({ length: count }), setupLanes, async (_, index) => {
    const account =
      index === 0 ? first : await signUpCandidate(origin, emulatorHost, emailFor(run, 'candidate', index));
    const draft = await start(origin, account, academic);
    await start(origin, account, general);
    return { ...account, draft, restTestId: general.id };
  });
  return { candidates, tests };
}

/**
 * At least `size` attempts in progress for first submits: new candidates, each starting the six free tests. A submit
 * of an attempt already submitted is a cheap no-op, so each attempt is submitted once.
 */
export async function prepareSubmitPool(
  origin: string,
  emulatorHost: string,
  run: string,
  tests: Map<ExamKey, FreeTest>,
  size: number,
): Promise<OpenAttempt[]> {
  const accounts = Math.ceil(size / tests.size);
  const perAccount = await mapLimit(Array.from({ length: accounts }), setupLanes, async (_, index) => {
    const account = await signUpCandidate(origin, emulatorHost, emailFor(run, 'submitter', index));
    const attempts: OpenAttempt[] = [];
    for (const test of tests.values()) attempts.push(await start(origin, account, test));
    return attempts;
  });
  // One account after the other, each with its six exams: every stretch of the load submits a mix of exams.
  return perAccount.flat();
}

/** The demo tutor that `npm start` and the bench's platform create in the emulator. */
export function signInTutor(emulatorHost: string): Promise<Account> {
  return signIn(emulatorHost, 'tutor@example.com', 'tutor-pass');
}

/** Fresh candidates for the class test (signed up, profile created, IELTS Academic test 1 in progress). */
export async function prepareClass(
  origin: string,
  emulatorHost: string,
  run: string,
  count: number,
  academic: FreeTest,
): Promise<OpenAttempt[]> {
  return mapLimit(Array.from({ length: count }), setupLanes, async (_, index) => {
    const account = await signUpCandidate(origin, emulatorHost, emailFor(run, 'pupil', index));
    return start(origin, account, academic);
  });
}
