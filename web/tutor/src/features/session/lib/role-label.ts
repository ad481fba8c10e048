import type { Role } from '../../../gql/graphql';

const labels: Record<Role, string> = { ADMIN: 'Admin', TUTOR: 'Tutor', CANDIDATE: 'Candidate' };

/** The role as people read it. */
export function roleLabel(role: Role): string {
  return labels[role];
}
