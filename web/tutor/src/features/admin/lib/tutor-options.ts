import type { Role } from '../../../gql/graphql';

export type Person = { fullName: string; email: string; role: Role };
export type TutorOption = { value: string; label: string };

/**
 * The tutors and admins a claim can be given to, by name (then e-mail), each labelled "Name (e-mail)" with its
 * e-mail as the value (what reassignClaim takes); candidates are left out.
 */
export function tutorOptions(people: readonly Person[]): TutorOption[] {
  return [...people]
    .filter((person) => person.role === 'TUTOR' || person.role === 'ADMIN')
    .sort((a, b) => a.fullName.localeCompare(b.fullName) || a.email.localeCompare(b.email))
    .map((person) => ({
      value: person.email,
      label: `${person.fullName || person.email} (${person.email})${person.role === 'ADMIN' ? ', admin' : ''}`,
    }));
}
