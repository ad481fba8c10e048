export type JobOpening = { title: string; kind: string; text: string };

/** The open positions listed on /careers. */
export const jobOpenings: JobOpening[] = [
  {
    title: 'English Tutors',
    kind: 'Remote, flexible hours',
    text: 'Evaluate IELTS, OET, PTE or TOEFL writing against the official criteria and write feedback that students can act on. Examining or teaching experience with at least one of these exams is required.',
  },
  {
    title: 'Customer Support Representative',
    kind: 'Remote, full time',
    text: 'Help students by e-mail with accounts, plans and payments, and pass their ideas on to the product team.',
  },
  {
    title: 'Frontend Developer',
    kind: 'Remote, full time',
    text: 'Build the writing experience in React and TypeScript, with a strong eye for accessibility and performance on every device.',
  },
  {
    title: 'Marketing Specialist',
    kind: 'Remote, part time',
    text: 'Tell test takers around the world about our mock tests through content, partnerships and campaigns.',
  },
];
