import { createBrowserRouter, Navigate } from 'react-router';
import { AdminOnly } from '../features/admin/components/admin-only';
import { AgreementPage } from '../features/admin/pages/agreement-page';
import { ClaimsPage } from '../features/admin/pages/claims-page';
import { MailPage } from '../features/admin/pages/mail-page';
import { PeoplePage } from '../features/admin/pages/people-page';
import { WebhooksPage } from '../features/admin/pages/webhooks-page';
import { ApiKeysPage } from '../features/api-keys/pages/api-keys-page';
import { GradePage } from '../features/grading/pages/grade-page';
import { MyWorkPage } from '../features/my-work/pages/my-work-page';
import { QueuePage } from '../features/queue/pages/queue-page';
import { RecheckPage } from '../features/recheck/pages/recheck-page';
import { SecondMarkingPage } from '../features/second-marking/pages/second-marking-page';
import { TutorArea } from '../features/session/components/tutor-area';
import { LoginPage } from '../features/session/pages/login-page';
import { TurnaroundPage } from '../features/turnaround/pages/turnaround-page';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

/** The back office's routes, served under /tutor by the core server. */
export function createAppRouter() {
  return createBrowserRouter(
    [
      { path: '/login', element: <LoginPage />, errorElement: <RouteErrorPage /> },
      {
        path: '/',
        element: <TutorArea />,
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <QueuePage /> },
          { path: 'grade/:attemptId', element: <GradePage /> },
          { path: 'recheck/:rewriteId', element: <RecheckPage /> },
          { path: 'my-work', element: <MyWorkPage /> },
          { path: 'second-marking/:attemptId', element: <SecondMarkingPage /> },
          { path: 'api-keys', element: <ApiKeysPage /> },
          // Admin screens; the older addresses people may have bookmarked lead to them.
          {
            path: 'people',
            element: (
              <AdminOnly>
                <PeoplePage />
              </AdminOnly>
            ),
          },
          {
            path: 'claims',
            element: (
              <AdminOnly>
                <ClaimsPage />
              </AdminOnly>
            ),
          },
          {
            path: 'mail',
            element: (
              <AdminOnly>
                <MailPage />
              </AdminOnly>
            ),
          },
          {
            path: 'agreement',
            element: (
              <AdminOnly>
                <AgreementPage />
              </AdminOnly>
            ),
          },
          {
            path: 'admin/turnaround',
            element: (
              <AdminOnly>
                <TurnaroundPage />
              </AdminOnly>
            ),
          },
          {
            path: 'admin/webhooks',
            element: (
              <AdminOnly>
                <WebhooksPage />
              </AdminOnly>
            ),
          },
          { path: 'admin', element: <Navigate to="/people" replace /> },
          { path: 'users', element: <Navigate to="/people" replace /> },
          { path: 'outbox', element: <Navigate to="/mail" replace /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
    { basename: '/tutor' },
  );
}
