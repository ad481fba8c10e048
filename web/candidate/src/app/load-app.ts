import { nextTask } from './next-task';

/**
 * The signed-in app's libraries, each evaluated in a task of its own: imported together with the app they would all
 * run in one long task (about 150 ms on a mid-range phone) while the tests list is on screen. Each import names one
 * export the app uses, which keeps the libraries' unused code out of the bundle. Firebase is not here: the entry
 * imports it on its own first (src/app/start-auth.ts).
 */
const libraries = [
  () => import('react-dom/client').then(({ createRoot }) => createRoot),
  () => import('@apollo/client').then(({ ApolloClient }) => ApolloClient),
  () => import('react-router').then(({ createBrowserRouter }) => createBrowserRouter),
];

/** Loads src/app/mount-app.tsx, its libraries evaluated one task at a time first. */
export async function loadApp(): Promise<typeof import('./mount-app')> {
  for (const load of libraries) {
    await load();
    await nextTask();
  }
  return import('./mount-app');
}
