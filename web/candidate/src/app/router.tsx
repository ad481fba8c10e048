import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page';
import { SignupPage } from '../features/auth/pages/signup-page';
import { CompletionPage } from '../features/completion/pages/completion-page';
import { DashboardLayout } from '../features/dashboard/pages/dashboard-layout';
import { ProfilePage } from '../features/profile/pages/profile-page';
import { SubmissionSuccessPage } from '../features/task/pages/submission-success-page';
import { TaskPage } from '../features/task/pages/task-page';
import { WritingTaskEntryPage } from '../features/task/pages/writing-task-entry-page';
import { TestIntroPage } from '../features/test-intro/pages/test-intro-page';
import { UpgradePage } from '../features/upgrade/pages/upgrade-page';
import { WritingTestsPage } from '../features/writing-tests/pages/writing-tests-page';
import { notFoundRoute, publicRoutes } from './public-routes';
import { RequireAuth } from './require-auth';
import { RouteErrorPage } from './route-error-page';

/** All routes of the candidate app. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <Outlet />,
      errorElement: <RouteErrorPage />,
      children: [
        ...publicRoutes,
        { path: 'login', element: <LoginPage /> },
        { path: 'signup', element: <SignupPage /> },
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
            { path: 'writingtasks/:id', element: <WritingTaskEntryPage /> },
            { path: 'writingtasks/:id/intro', element: <TestIntroPage /> },
            { path: 'profile', element: <ProfilePage /> },
            { path: 'upgrade', element: <UpgradePage /> },
            // A chunk of its own: the card form (and Stripe's libraries, in full mode) load only when paying.
            {
              path: 'payment',
              lazy: async () => {
                const { PaymentPage } = await import('../features/payment/pages/payment-page');
                return { element: <PaymentPage /> };
              },
            },
            { path: 'completion', element: <CompletionPage /> },
          ],
        },
        notFoundRoute,
      ],
    },
  ]);
}
