import { Outlet } from 'react-router';
import { SignOutOnArrival } from '../features/dashboard/components/sign-out-on-arrival';

/** Above every route: the page, and the sign-out that completes a logout once its navigation has arrived. */
export function AppRoot() {
  return (
    <>
      <SignOutOnArrival />
      <Outlet />
    </>
  );
}
