import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page';
import { SignupPage } from '../features/auth/pages/signup-page';
import { DashboardLayout } from '../features/dashboard/pages/dashboard-layout';
import { PrivacyPage } from '../features/legal/pages/privacy-page';
import { TermsPage } from '../features/legal/pages/terms-page';
import { ProfilePage } from '../features/profile/pages/profile-page';
import { SubmissionSuccessPage } from '../features/task/pages/submission-success-page';
import { TaskPage } from '../features/task/pages/task-page';
import { UpgradePage } from '../features/upgrade/pages/upgrade-page';
import { WritingTestsPage } from '../features/writing-tests/pages/writing-tests-page';
import { NotFoundPage } from './not-found-page';
import { RequireAuth } from './require-auth';
import { RouteErrorPage } from './route-error-page';

/** All routes of the candidate app. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <Outlet />,
      errorElement: <RouteErrorPage />,
      children: [
        // The public landing site is a later issue; until then the root opens the dashboard.
        { index: true, element: <Navigate to="/dashboard/writingtasks" replace /> },
        { path: 'login', element: <LoginPage /> },
        { path: 'signup', element: <SignupPage /> },
        { path: 'terms', element: <TermsPage /> },
        { path: 'privacy', element: <PrivacyPage /> },
        {
          path: 'dashboard',
          element: (
            <RequireAuth>
              <DashboardLayout />
            </RequireAuth>
          ),
          children: [
            { index: true, element: <Navigate to="/dashboard/writingtasks" replace /> },
            { path: 'home', element: <Navigate to="/dashboard/writingtasks" replace /> },
            { path: 'writingtasks', element: <WritingTestsPage /> },
            { path: 'writingtasks/success', element: <SubmissionSuccessPage /> },
            { path: 'writingtasks/writing1', element: <TaskPage /> },
            { path: 'writingtasks/writing2', element: <TaskPage /> },
            { path: 'writingtasks/writing3', element: <TaskPage /> },
            { path: 'profile', element: <ProfilePage /> },
            { path: 'upgrade', element: <UpgradePage /> },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
