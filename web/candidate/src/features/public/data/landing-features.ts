import { promiseRange } from './landing-plans';

export type Feature = { title: string; text: string };

/** The three numbered promises under the landing page's hero. */
export const landingFeatures: Feature[] = [
  {
    title: 'Immediate feedback with band score',
    text: `Your answer goes to a tutor the moment you submit. Depending on your plan, your score and comments are ready ${promiseRange}.`,
  },
  {
    title: 'Accessible anytime, anywhere',
    text: 'Practise on a laptop, tablet or phone whenever it suits you. Drafts save as you type and the clock runs on our server, so a refresh never costs you time.',
  },
  {
    title: 'Comprehensive feedback with revised answer',
    text: 'A score for every official criterion, your strengths and weaknesses, what to improve next, and your own answer rewritten by the tutor.',
  },
];
