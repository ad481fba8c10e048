import { graphqlOn } from './accounts.ts';

// A candidate made through the Auth emulator and the GraphQL API (no browser), for tests about what follows a submission.

type AppConfig = { firebase: { apiKey: string }; authEmulatorUrl: string | null };
export type ApiAccount = { email: string; password: string; idToken: string };

export function graphqlAs<T>(origin: string, account: ApiAccount, query: string, variables = {}): Promise<T> {
  return graphqlOn<T>(origin, account, query, variables);
}

/** Signs up `displayName` in the platform's Auth emulator and submits the first IELTS Academic test with `text`. */
export async function candidateSubmitsFirstTest(
  origin: string,
  displayName: string,
  text: string,
): Promise<ApiAccount> {
  const config = (await (await fetch(`${origin}/app-config.json`)).json()) as AppConfig;
  const email = `${displayName.split(' ')[0]?.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = 'api-pass-1';
  const identity = async (path: string) => {
    const response = await fetch(
      `${config.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/${path}?key=${config.firebase.apiKey}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
      },
    );
    if (!response.ok) throw new Error(`The emulator refused ${path}: ${await response.text()}`);
    return (await response.json()) as { idToken: string };
  };
  await identity('accounts:signUp');
  // The token comes from a sign-in: the emulator's sign-up may stamp "valid since" a second after its own token.
  const { idToken } = await identity('accounts:signInWithPassword');
  const account = { email, password, idToken };
  await graphqlAs(origin, account, 'query { me { id } }');
  await graphqlAs(origin, account, 'mutation { updateMyProfile(input: { selectedExam: IELTSAcademic }) { id } }');
  const { mockTests } = await graphqlAs<{ mockTests: { id: string; sequence: number }[] }>(
    origin,
    account,
    'query { mockTests(exam: IELTSAcademic) { id sequence } }',
  );
  const first = mockTests.find((test) => test.sequence === 1);
  const { startAttempt } = await graphqlAs<{ startAttempt: { id: string; mockTest: { tasks: { key: string }[] } } }>(
    origin,
    account,
    'mutation ($id: ID!) { startAttempt(mockTestId: $id) { id mockTest { tasks { key } } } }',
    { id: first?.id },
  );
  const answers = startAttempt.mockTest.tasks.map((task) => ({ taskKey: task.key, text }));
  await graphqlAs(
    origin,
    account,
    'mutation ($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { id } }',
    { id: startAttempt.id, answers },
  );
  return account;
}
