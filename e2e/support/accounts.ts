import { platformOrigin } from './shared-platform.ts';

// Accounts made through the Auth emulator and the GraphQL API, one set per test, so tests share the platform without
// sharing people: every name gets a unique e-mail, and assertions look for the test's own candidate.

export type Exam = 'IELTSAcademic' | 'IELTSGeneral' | 'OETNurses' | 'OETDoctors' | 'PTE' | 'TOFEL';
export type Role = 'CANDIDATE' | 'TUTOR' | 'ADMIN';
export type Account = {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  idToken: string;
  refreshToken: string;
};

type AppConfig = { firebase: { apiKey: string; projectId: string }; authEmulatorUrl: string };
let appConfig: Promise<AppConfig> | undefined;

export function platformAppConfig(): Promise<AppConfig> {
  appConfig ??= fetch(`${platformOrigin()}/app-config.json`).then((response) => response.json() as Promise<AppConfig>);
  return appConfig;
}

async function identity<T>(path: string, body: unknown, owner = false): Promise<T> {
  const config = await platformAppConfig();
  const response = await fetch(`${config.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(owner ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`The Auth emulator refused ${path}: ${await response.text()}`);
  return (await response.json()) as T;
}

type SignedIn = { localId: string; idToken: string; refreshToken: string; displayName?: string };

/** Signs an existing account in through the emulator's REST API (no browser). */
export async function signInByApi(email: string, password: string): Promise<Account> {
  const { apiKey } = (await platformAppConfig()).firebase;
  const signedIn = await identity<SignedIn>(`accounts:signInWithPassword?key=${apiKey}`, {
    email,
    password,
    returnSecureToken: true,
  });
  return {
    uid: signedIn.localId,
    email,
    password,
    displayName: signedIn.displayName ?? '',
    idToken: signedIn.idToken,
    refreshToken: signedIn.refreshToken,
  };
}

/** A unique e-mail for a person of this name in this run, e.g. wren-writer-1a2b3c4d@example.com. */
export function uniqueEmail(displayName: string): string {
  const slug = displayName
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

type NewAccountOptions = {
  /** The exam the profile prepares for; the platform's default otherwise. */
  exam?: Exam;
  /** A staff role, granted by the demo admin (staff need a verified e-mail, so they get one). */
  role?: Role;
  /** Whether the e-mail counts as verified (true by default; false for tests about verification). */
  verified?: boolean;
  password?: string;
};

/** Signs up `displayName` with a unique e-mail, creates the profile, and applies the options. */
export async function newAccount(displayName: string, options: NewAccountOptions = {}): Promise<Account> {
  const config = await platformAppConfig();
  const email = uniqueEmail(displayName);
  const password = options.password ?? 'browser-pass-1';
  const created = await identity<SignedIn>(`accounts:signUp?key=${config.firebase.apiKey}`, {
    email,
    password,
    displayName,
    returnSecureToken: true,
  });
  if (options.verified !== false) {
    await identity(
      `projects/${config.firebase.projectId}/accounts:update`,
      { localId: created.localId, emailVerified: true },
      true,
    );
  }
  const account = { ...(await signInByApi(email, password)), displayName };
  await graphqlAs(account, 'query { me { id } }');
  if (options.exam) {
    await graphqlAs(account, 'mutation ($exam: ExamKey!) { updateMyProfile(input: { selectedExam: $exam }) { id } }', {
      exam: options.exam,
    });
  }
  if (options.role && options.role !== 'CANDIDATE') await changeRole(account.email, options.role);
  return account;
}

let demoAdmin: Promise<Account> | undefined;

/** The platform's demo admin, signed in once per test file (it grants staff roles and sets test clocks). */
export function demoAdminAccount(): Promise<Account> {
  demoAdmin ??= signInByApi('admin@example.com', 'admin-pass');
  return demoAdmin;
}

async function changeRole(email: string, role: Role): Promise<void> {
  await graphqlAs(
    await demoAdminAccount(),
    'mutation ($email: String!, $role: Role!) { changeRole(email: $email, role: $role, reason: "Browser test staff") { id } }',
    { email, role },
  );
}

/** A GraphQL call as `account` on the platform at `origin`; throws with the errors when the answer has any. */
export async function graphqlOn<T>(
  origin: string,
  account: Pick<Account, 'idToken'>,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.idToken}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A GraphQL call as `account` on the shared platform. */
export function graphqlAs<T>(account: Account, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return graphqlOn<T>(platformOrigin(), account, query, variables);
}
