import { SignOutButton } from './sign-out-button';

/** Shown to a signed-in candidate, who may not use the back office. */
export function NoTutorAccess({ email }: { email: string }) {
  return (
    <main className="login-screen">
      <div className="login-card sign-in-card">
        <h1>No access</h1>
        <p className="alert alert--warning" role="alert">
          This account has no tutor access.
        </p>
        <p className="muted">
          You are signed in as <strong>{email}</strong>. Ask an administrator to grant you the tutor role, or sign in
          with another account.
        </p>
        <SignOutButton className="button button--primary button--block" />
      </div>
    </main>
  );
}
