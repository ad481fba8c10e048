export { createFirebaseAuth } from './create-firebase-auth';
export { useSignOut } from './use-sign-out';
