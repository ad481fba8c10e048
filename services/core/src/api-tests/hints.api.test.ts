import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../adapters/content/load-content.ts';
import { seedMockTests } from '../application/catalog/seed-mock-tests.use-case.ts';
import { grantRole } from '../application/profile/grant-role.use-case.ts';
import type { ExamKey } from '../domain/exam/exam.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { graphqlOk, signUp } from './api-helpers.ts';

// Practice with hints: exam conditions by default, hints by choice. The switch is remembered on the profile, recorded on the
// attempt at its start, and decides whether the candidate reads the hints; tutors always read them.

type Hints = Array<{ taskKey: string; hints: Array<{ kind: string; label: string; text: string }> }>;
type AttemptData = { id: string; withHints: boolean; hints: Hints };
const attemptFields = 'id withHints hints { taskKey hints { kind label text } }';

describe('practising with hints through the API', () => {
  let t: TestApp;
  let bank: MockTest[];

  beforeAll(async () => {
    t = await createTestApp();
    bank = await loadContent();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    await seedMockTests(t.container.deps, { tests: bank });
  });

  async function candidateWithPlan(name: string, exam: ExamKey): Promise<TestUser> {
    const user = await signUp(name);
    await graphqlOk(t.app, '{ me { id } }', { token: user.idToken });
    const profile = await t.container.deps.profiles.findByUserId(user.uid);
    if (!profile) throw new Error('The candidate has no profile yet.');
    await t.container.deps.profiles.save({
      ...profile,
      selectedExam: exam,
      plan: 'gold',
      isSubscribed: true,
      purchasedAt: new Date(),
      expiresAt: new Date(Date.now() + 90 * 24 * 3600_000),
    });
    return user;
  }

  async function tutor(): Promise<TestUser> {
    const user = await signUp('Tomas Tutor');
    await graphqlOk(t.app, '{ me { id } }', { token: user.idToken });
    await grantRole(t.container.deps, { actor: 'system', email: user.email, role: 'tutor' });
    return user;
  }

  const setSwitch = (user: TestUser, on: boolean) =>
    graphqlOk<{ setPracticeWithHints: { practiceWithHints: boolean } }>(
      t.app,
      'mutation($on: Boolean!) { setPracticeWithHints(on: $on) { practiceWithHints } }',
      { token: user.idToken, variables: { on } },
    );

  const start = async (user: TestUser, id: string) =>
    (
      await graphqlOk<{ startAttempt: AttemptData }>(
        t.app,
        `mutation($id: ID!) { startAttempt(mockTestId: $id) { ${attemptFields} } }`,
        { token: user.idToken, variables: { id } },
      )
    ).startAttempt;

  const readAttempt = async (user: TestUser, id: string) =>
    (
      await graphqlOk<{ attempt: AttemptData }>(t.app, `query($id: ID!) { attempt(id: $id) { ${attemptFields} } }`, {
        token: user.idToken,
        variables: { id },
      })
    ).attempt;

  it('starts with the switch off and remembers the choice on the profile, through a profile edit too', async () => {
    const candidate = await candidateWithPlan('Hana Hints', 'OETDoctors');
    const me = () =>
      graphqlOk<{ me: { practiceWithHints: boolean } }>(t.app, '{ me { practiceWithHints } }', {
        token: candidate.idToken,
      });
    expect((await me()).me.practiceWithHints).toBe(false);
    expect((await setSwitch(candidate, true)).setPracticeWithHints.practiceWithHints).toBe(true);
    await graphqlOk(t.app, 'mutation { updateMyProfile(input: { destination: "CA" }) { id } }', {
      token: candidate.idToken,
    });
    expect((await me()).me.practiceWithHints).toBe(true);
    await setSwitch(candidate, false);
    expect((await me()).me.practiceWithHints).toBe(false);
  });

  it('records the choice on the attempt at its start and gives the candidate the hints only when it was on', async () => {
    const candidate = await candidateWithPlan('Omar Oet', 'OETDoctors');
    const plain = await start(candidate, 'oet-doctors-17');
    expect(plain.withHints).toBe(false);
    expect(plain.hints).toEqual([]);
    expect((await readAttempt(candidate, plain.id)).hints).toEqual([]);

    await setSwitch(candidate, true);
    // The attempt keeps what it was started with: turning the switch on later opens nothing.
    expect(await readAttempt(candidate, plain.id)).toMatchObject({ withHints: false, hints: [] });
    const helped = await start(candidate, 'oet-doctors-05');
    expect(helped.withHints).toBe(true);
    const [letter] = helped.hints;
    expect(letter?.taskKey).toBe('letter');
    expect(letter?.hints.map((hint) => hint.kind)).toEqual(expect.arrayContaining(['TONE', 'CLOSING', 'RATIONALE']));
    expect(letter?.hints.find((hint) => hint.kind === 'TONE')).toMatchObject({
      label: 'Tone',
      text: expect.stringMatching(/Collegial/),
    });
  });

  it('shows tutors the hints of every attempt and whether the candidate practised with them', async () => {
    const candidate = await candidateWithPlan('Ines Ielts', 'IELTSGeneral');
    const plain = await start(candidate, 'ielts-general-02');
    const marker = await tutor();
    const seen = await readAttempt(marker, plain.id);
    expect(seen.withHints).toBe(false);
    expect(seen.hints).toEqual([
      { taskKey: 'task1', hints: [expect.objectContaining({ kind: 'REGISTER', label: 'Register' })] },
    ]);
    // The register is a hint only: the task itself does not name it to the candidate, while the tutor reads it.
    const letterKind = async (user: TestUser) =>
      (
        await graphqlOk<{ mockTest: { tasks: Array<{ letterKind: string | null }> } }>(
          t.app,
          '{ mockTest(id: "ielts-general-02") { tasks { letterKind } } }',
          { token: user.idToken },
        )
      ).mockTest.tasks[0]?.letterKind;
    expect(await letterKind(candidate)).toBeNull();
    expect(await letterKind(marker)).toBe('informal');
  });

  it('serves OET case notes without coaching and with the facts that were lost with it (Doctors test 17)', async () => {
    const marker = await tutor();
    const served = await graphqlOk<{ mockTest: { tasks: Array<{ oetCase: Record<string, unknown> }> } }>(
      t.app,
      `{ mockTest(id: "oet-doctors-17") { tasks { oetCase { ... on CommunicationCase {
          collaborationAndCoordination { arrangements contactDetails } noteToCandidate } } } } }`,
      { token: marker.idToken },
    );
    const notes = JSON.stringify(served.mockTest.tasks[0]?.oetCase);
    expect(notes).toContain('GP (Dr Fiona Blake) informed by separate letter');
    expect(notes).not.toMatch(/Concentrate on|Thank Mr Doyle|Collegial/);
  });
});
