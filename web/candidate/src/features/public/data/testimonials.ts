export type Testimonial = {
  name: string;
  exam: string;
  quote: string;
  initials: string;
  tone: 'blue' | 'amber' | 'green';
};

/** Three students' words for the landing page. */
export const testimonials: Testimonial[] = [
  {
    name: 'Amara Okafor',
    exam: 'OET Nursing',
    initials: 'AO',
    tone: 'blue',
    quote:
      'The revised letter showed me how to cut my case notes down to what the reader actually needs. My next writing result was a B.',
  },
  {
    name: 'Daniel Reyes',
    exam: 'IELTS Academic',
    initials: 'DR',
    tone: 'amber',
    quote:
      'I kept losing marks on my Task 1 overviews. After three evaluations I could see the pattern, and I finally reached the band my university asked for.',
  },
  {
    name: 'Priya Sharma',
    exam: 'PTE Academic',
    initials: 'PS',
    tone: 'green',
    quote:
      'Writing against a real timer took the panic out of exam day, and the comments on my essay structure were specific enough to act on straight away.',
  },
];
