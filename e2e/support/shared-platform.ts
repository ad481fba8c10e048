import { inject } from 'vitest';

/** The shared platform's address (started once per browser run by support/global-setup.ts). */
export function platformOrigin(): string {
  return inject('origin');
}
