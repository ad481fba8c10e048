import { useQuery } from '@apollo/client/react';
import { describeError } from '@mocktest/web-shared/api';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-context';
import { meQuery } from '../graphql/me.query';
import { BackOfficeLayout } from './back-office-layout';
import { NoTutorAccess } from './no-tutor-access';
import { SignOutButton } from './sign-out-button';

function SignedInArea() {
  const { data, error, refetch } = useQuery(meQuery, { notifyOnNetworkStatusChange: true });

  if (error) {
    const { message } = describeError(error);
    return (
      <main className="login-screen">
        <div className="login-card sign-in-card">
          <h1>Back office</h1>
          <ErrorAlert title="Your account could not be loaded." message={message} onRetry={() => void refetch()}>
            <SignOutButton />
          </ErrorAlert>
        </div>
      </main>
    );
  }
  if (!data) return <LoadingState label="Loading your account…" />;

  const { me } = data;
  if (me.role === 'CANDIDATE') return <NoTutorAccess email={me.email} />;
  return (
    <BackOfficeLayout name={me.fullName || me.email} role={me.role}>
      <Outlet />
    </BackOfficeLayout>
  );
}

/** Guards the back office: signed-out visitors go to sign-in, candidates see that they have no access. */
export function TutorArea() {
  const { user } = useAuth();
  const location = useLocation();

  if (user === undefined) return <LoadingState label="Checking your session…" />;
  if (!user) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <SignedInArea key={user.uid} />;
}
