import { LoadingState } from '@mocktest/web-shared/ui';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page';
import { SignupPage } from '../features/auth/pages/signup-page';
import { DashboardLayout } from '../features/dashboard/pages/dashboard-layout';
import { WritingTestsPage } from '../features/writing-tests/pages/writing-tests-page';
import { AppRoot } from './app-root';
import { DashboardNotFoundPage } from './dashboard-not-found-page';
import { notFoundRoute, publicRoutes } from './public-routes';
import { drawsWhileSessionChecked, RequireAuth } from './require-auth';
import { RouteErrorPage } from './route-error-page';

/**
 * A route whose page is a chunk of its own, loaded when the route is first visited: the tests list, where a
 * signed-in candidate lands, loads none of the other pages' code (the profile form's react-hook-form and zod, the
 * writing workspace, the plans and their dialogs).
 */
function lazyPage(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => ({ Component: await load() });
}

const taskPage = lazyPage(async () => (await import('../features/task/pages/task-page')).TaskPage);

/** All routes of the candidate app. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppRoot />,
      errorElement: <RouteErrorPage />,
      // While the first page's chunk loads (a lazy route opened directly): the waiting state, not an empty page.
      hydrateFallbackElement: (
        <div className="fullscreen-center">
          <LoadingState />
        </div>
      ),
      children: [
        ...publicRoutes,
        // In the app shell's first load (the shell preloads them): a visitor who is not signed in lands here.
        { path: 'login', element: <LoginPage /> },
        { path: 'signup', element: <SignupPage /> },
        {
          path: 'dashboard',
          element: (
            <RequireAuth>
              <DashboardLayout />
            </RequireAuth>
          ),
          // A dashboard page opened directly draws the dashboard's frame while its chunk loads.
          hydrateFallbackElement: (
            <RequireAuth>
              <DashboardLayout>
                <LoadingState />
              </DashboardLayout>
            </RequireAuth>
          ),
          children: [
            { index: true, element: <Navigate to="/dashboard/writingtasks" replace /> },
            { path: 'home', element: <Navigate to="/dashboard/writingtasks" replace /> },
            // Drawn while a restored session is checked: it waits for the user itself (see RequireAuth).
            { path: 'writingtasks', element: <WritingTestsPage />, handle: drawsWhileSessionChecked },
            {
              path: 'writingtasks/success',
              lazy: lazyPage(
                async () => (await import('../features/task/pages/submission-success-page')).SubmissionSuccessPage,
              ),
            },
            { path: 'writingtasks/writing1', lazy: taskPage },
            { path: 'writingtasks/writing2', lazy: taskPage },
            { path: 'writingtasks/writing3', lazy: taskPage },
            {
              path: 'writingtasks/rewrite/start',
              lazy: lazyPage(async () => (await import('../features/task/pages/rewrite-intro-page')).RewriteIntroPage),
            },
            {
              path: 'writingtasks/rewrite/:id',
              lazy: lazyPage(async () => (await import('../features/task/pages/rewrite-page')).RewritePage),
            },
            {
              path: 'writingtasks/:id',
              lazy: lazyPage(
                async () => (await import('../features/task/pages/writing-task-entry-page')).WritingTaskEntryPage,
              ),
            },
            {
              path: 'writingtasks/:id/intro',
              lazy: lazyPage(async () => (await import('../features/test-intro/pages/test-intro-page')).TestIntroPage),
            },
            {
              path: 'profile',
              lazy: lazyPage(async () => (await import('../features/profile/pages/profile-page')).ProfilePage),
            },
            {
              path: 'upgrade',
              lazy: lazyPage(async () => (await import('../features/upgrade/pages/upgrade-page')).UpgradePage),
            },
            // The card form (and Stripe's libraries, in full mode) load only when paying.
            {
              path: 'payment',
              lazy: lazyPage(async () => (await import('../features/payment/pages/payment-page')).PaymentPage),
            },
            {
              path: 'completion',
              lazy: lazyPage(async () => (await import('../features/completion/pages/completion-page')).CompletionPage),
            },
            // The charts load with this page only (the landing and the tests list carry none of their code).
            {
              path: 'progress',
              lazy: lazyPage(async () => (await import('../features/progress/pages/progress-page')).ProgressPage),
            },
            // Signed in, an unknown dashboard address stays in the dashboard (not the public site's 404).
            { path: '*', element: <DashboardNotFoundPage /> },
          ],
        },
        notFoundRoute,
      ],
    },
  ]);
}
