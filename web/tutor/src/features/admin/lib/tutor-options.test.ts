import { describe, expect, it } from 'vitest';
import { tutorOptions } from './tutor-options';

describe('tutorOptions', () => {
  const people = [
    { fullName: 'Zoe Tutor', email: 'zoe@example.com', role: 'TUTOR' as const },
    { fullName: 'Carl Candidate', email: 'carl@example.com', role: 'CANDIDATE' as const },
    { fullName: 'Ada Admin', email: 'ada@example.com', role: 'ADMIN' as const },
    { fullName: 'Ben Tutor', email: 'ben@example.com', role: 'TUTOR' as const },
  ];

  it('lists tutors and admins by name, never candidates', () => {
    expect(tutorOptions(people)).toEqual([
      { value: 'ada@example.com', label: 'Ada Admin (ada@example.com), admin' },
      { value: 'ben@example.com', label: 'Ben Tutor (ben@example.com)' },
      { value: 'zoe@example.com', label: 'Zoe Tutor (zoe@example.com)' },
    ]);
  });
});
