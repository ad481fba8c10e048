export type NewsItem = { title: string; date: string; isoDate: string; text: string };

/** The Latest News page's posts, newest last as they were published. */
export const newsItems: NewsItem[] = [
  {
    title: 'Exciting Updates',
    date: '10 Jan 2024',
    isoDate: '2024-01-10',
    text: 'Evaluations now break your score down by every official criterion, and each one comes with a revised version of your own answer. Open any evaluated test from your dashboard to see the new layout.',
  },
  {
    title: 'Upcoming Events',
    date: '15 Jan 2024',
    isoDate: '2024-01-15',
    text: 'Join our tutors for free online sessions on planning an IELTS Task 2 essay and on writing a clear OET referral letter. Dates and sign-up details go out to registered students by e-mail.',
  },
];
