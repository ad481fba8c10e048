import type { Role } from '../../../gql/graphql';

/** The roles an admin can give, in the order the form offers them. */
export const roleOptions: { value: Role; label: string }[] = [
  { value: 'CANDIDATE', label: 'Candidate (no back-office access)' },
  { value: 'TUTOR', label: 'Tutor' },
  { value: 'ADMIN', label: 'Admin' },
];

/** Longest reason the server accepts (see the core's role-change rules). */
export const maxReasonCharacters = 500;
