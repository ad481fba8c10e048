import { createBrowserRouter } from 'react-router';
import { GradePage } from '../features/grading/pages/grade-page';
import { MyWorkPage } from '../features/my-work/pages/my-work-page';
import { QueuePage } from '../features/queue/pages/queue-page';
import { TutorArea } from '../features/session/components/tutor-area';
import { LoginPage } from '../features/session/pages/login-page';
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
          { path: 'my-work', element: <MyWorkPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
    { basename: '/tutor' },
  );
}
