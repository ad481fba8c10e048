import type { KeysetReads } from '../connections/keyset-reads.ts';

const inSql = async (): Promise<never> => {
  throw new Error('Keyset pages are read in SQL; test the connections against the database (API tests).');
};

/** The unit tests' KeysetReads: the connections' order and cursors are SQL, covered by the API tests. */
export const unavailableKeysetReads: KeysetReads = {
  isAttemptOfUser: inSql,
  attemptsOfUser: inSql,
  isSubmittedAttempt: inSql,
  queue: inSql,
  isGradedBy: inSql,
  gradedBy: inSql,
};
