import type { FaqItem } from './faq-item';
import type { Feature } from './landing-features';
import { promiseRangeOpening } from './landing-plans';

/** Everything that differs between the IELTS, OET, PTE and TOEFL marketing pages. */
export type ExamPageContent = {
  exam: string;
  eyebrow: string;
  heading: string;
  lead: [string, string];
  features: Feature[];
  facts: { label: string; value: string }[];
  cta: { heading: string; text: string };
  faq: FaqItem[];
};

export const ieltsPage: ExamPageContent = {
  exam: 'IELTS',
  eyebrow: 'IELTS Academic and General Training',
  heading: 'IELTS Writing mock tests, marked the way examiners mark',
  lead: [
    'Sit both writing tasks in one timed hour, exactly as on test day: a chart, process or map for Academic Task 1 or a letter for General Training, followed by the Task 2 essay.',
    'A tutor scores each task on the four official criteria and shows you, line by line, how to lift your band.',
  ],
  features: [
    {
      title: 'Both modules, both tasks',
      text: 'Academic Task 1 reports on a visual; General Training Task 1 answers a situation in a letter. Task 2 is an essay for both, with the official 20 and 40 minute guide.',
    },
    {
      title: 'The four band descriptors',
      text: 'Task Achievement or Task Response, Coherence and Cohesion, Lexical Resource, and Grammatical Range and Accuracy, each scored from 0 to 9.',
    },
    {
      title: 'Exam-day timing',
      text: 'One hour for both tasks, with warnings when 10 and 5 minutes remain, so pacing becomes a habit before the real exam.',
    },
  ],
  facts: [
    { label: 'Time', value: '60 minutes' },
    { label: 'Task 1', value: 'at least 150 words' },
    { label: 'Task 2', value: 'at least 250 words' },
    { label: 'Score', value: 'band 0 to 9' },
  ],
  cta: {
    heading: 'Ready for your first IELTS mock test?',
    text: 'Create a free account and write your first IELTS test today.',
  },
  faq: [
    {
      question: 'Do you cover General Training as well as Academic?',
      answer:
        'Yes. Choose IELTS General or IELTS Academic when you set up your profile, and your mock tests follow that module.',
    },
    {
      question: 'How is my writing band worked out?',
      answer:
        'Task 2 counts twice as much as Task 1. Your tutor gives each task a whole band on each of the four criteria, as IELTS examiners do. IELTS does not publish how a Writing-only band is rounded, so the overall band we show is our estimate: the weighted mean rounded to the nearest half band.',
    },
    {
      question: 'Is there a minimum word count?',
      answer:
        'The guide is at least 150 words for Task 1 and 250 words for Task 2. We never block a short answer, but your tutor will tell you when length cost you marks.',
    },
    {
      question: 'Can I take a test on my phone?',
      answer:
        'You can, but typing a full essay on a small screen is hard work. A laptop or desktop gives you the most realistic practice.',
    },
    {
      question: 'How soon do I get my band score?',
      answer: `${promiseRangeOpening} of submitting, depending on the plan you choose.`,
    },
  ],
};

export const oetPage: ExamPageContent = {
  exam: 'OET',
  eyebrow: 'OET Writing for Nurses and Doctors',
  heading: 'OET letter practice built on real clinical case notes',
  lead: [
    'Read the case notes, plan, and write the referral, discharge or transfer letter your profession expects, all under the OET 2.0 timing.',
    'Tutors who know the healthcare context grade your letter on the six official criteria and return a revised version you can learn from.',
  ],
  features: [
    {
      title: 'Case notes for your profession',
      text: 'Separate mock tests for nurses and doctors: referrals, discharge summaries, transfers and letters of advice, with realistic patient histories.',
    },
    {
      title: 'The OET 2.0 timing',
      text: 'Five minutes of reading time when you may study the notes but not write, then forty minutes to write the letter.',
    },
    {
      title: 'All six criteria',
      text: 'Purpose, Content, Conciseness and Clarity, Genre and Style, Organisation and Layout, and Language, with a grade from A to E.',
    },
  ],
  facts: [
    { label: 'Time', value: '5 + 40 minutes' },
    { label: 'Letter body', value: 'about 180 to 200 words' },
    { label: 'Score', value: '0 to 500, grades A to E' },
    { label: 'Format', value: 'OET 2.0' },
  ],
  cta: {
    heading: 'Practise the letter that gets you registered',
    text: 'Create a free account, choose OET (Nurses) or OET (Doctors), and write your first letter today.',
  },
  faq: [
    {
      question: 'Which professions do you cover?',
      answer: 'Nursing and Medicine. Each has its own set of case notes and letters.',
    },
    {
      question: 'What grade do I need?',
      answer:
        'Most regulators ask for a B (350) in writing; some accept a C+. Check the current requirement of the body you are applying to.',
    },
    {
      question: 'How long should my letter be?',
      answer:
        'Aim for a body of about 180 to 200 words. It is a guide, not a hard limit, and your tutor will comment on conciseness.',
    },
    {
      question: 'Can I write during the reading time?',
      answer:
        'No. As in the real test, the first five minutes are for reading the notes only, so use them to decide what the reader needs.',
    },
    {
      question: 'Are the tests aligned with the current format?',
      answer: 'Yes, every OET mock test follows the OET 2.0 format.',
    },
  ],
};

export const ptePage: ExamPageContent = {
  exam: 'PTE',
  eyebrow: 'PTE Academic Writing',
  heading: 'PTE writing practice with feedback from a real tutor',
  lead: [
    'Practise Summarize Written Text and Write Essay under the real time limits, with live word counts that keep you inside the form rules.',
    'A tutor scores every trait the PTE scoring guide names and explains which changes will move your score on the 10 to 90 scale.',
  ],
  features: [
    {
      title: 'Both writing item types',
      text: 'Summarize Written Text asks for one sentence of 5 to 75 words in 10 minutes; Write Essay asks for 200 to 300 words in 20 minutes.',
    },
    {
      title: 'Trait-by-trait scores',
      text: 'Content, form, grammar, vocabulary, development and coherence, linguistic range and spelling, each with a short explanation.',
    },
    {
      title: 'Stay inside the rules',
      text: 'An essay under 120 or over 380 words scores zero for form. The word count beside your answer helps you land in the right range.',
    },
  ],
  facts: [
    { label: 'Summary', value: '5 to 75 words, 10 minutes' },
    { label: 'Essay', value: '200 to 300 words, 20 minutes' },
    { label: 'Score', value: '10 to 90' },
    { label: 'Marked by', value: 'a human tutor' },
  ],
  cta: {
    heading: 'Turn your PTE essay into points',
    text: 'Create a free account and write your first PTE mock test today.',
  },
  faq: [
    {
      question: 'Isn’t the real PTE marked by a computer?',
      answer:
        'It is. Our tutors mark against the same published traits, and they also explain why you lost points, which an automatic score cannot do.',
    },
    {
      question: 'What happens if my essay is too long or too short?',
      answer:
        'In the real test an essay under 120 or over 380 words scores zero for form, and with it the whole item. Your tutor marks it the same way.',
    },
    {
      question: 'Can I practise the one-sentence summary?',
      answer: 'Yes. Summarize Written Text items are part of the PTE mock tests, with the 5 to 75 word rule.',
    },
    {
      question: 'How is my score reported?',
      answer: 'On the PTE scale from 10 to 90, with a score for each trait so you can see where the points went.',
    },
    {
      question: 'How soon do I get my results?',
      answer: `${promiseRangeOpening} of submitting, depending on the plan you choose.`,
    },
  ],
};

export const toeflPage: ExamPageContent = {
  exam: 'TOEFL',
  eyebrow: 'TOEFL iBT Writing',
  heading: 'TOEFL writing practice in the new three-task format',
  lead: [
    'Build a Sentence, Write an Email and the Academic Discussion, one after the other, each on its own clock as on the computer-delivered test.',
    'A tutor scores your email and your discussion post on the TOEFL scale and shows you what to change to raise your score.',
  ],
  features: [
    {
      title: 'All three writing tasks',
      text: 'Build a Sentence puts word chunks in order to answer a reply; Write an Email answers a situation in 7 minutes; the Academic Discussion adds your view to a class discussion in 10 minutes.',
    },
    {
      title: 'Each task on its own clock',
      text: 'The tasks come in order and each closes when its time runs out, so you practise moving on as the real test makes you do.',
    },
    {
      title: 'Scored by a tutor',
      text: 'Your email and discussion post are each rated from 0 to 5, as ETS raters do, with strengths, weaknesses and a revised answer; the section gets an estimated band from 1 to 6.',
    },
  ],
  facts: [
    { label: 'Time', value: '23 minutes' },
    { label: 'Tasks', value: 'Build a Sentence, Email, Discussion' },
    { label: 'Discussion', value: 'at least 100 words' },
    { label: 'Score', value: 'band 1 to 6' },
  ],
  cta: {
    heading: 'Ready for your first TOEFL writing test?',
    text: 'Create a free account, choose TOEFL, and write your first mock test today.',
  },
  faq: [
    {
      question: 'Which TOEFL writing format do you follow?',
      answer:
        'The TOEFL iBT writing section from January 2026: Build a Sentence, Write an Email and Writing for an Academic Discussion.',
    },
    {
      question: 'How long should my email be?',
      answer:
        'The directions give no length. Write as much as you can in complete sentences in the 7 minutes; your tutor comments on whether you covered every point.',
    },
    {
      question: 'Is Build a Sentence marked by a tutor?',
      answer:
        'No. Each reply has one right order, so it is scored at once; your tutor marks the email and the discussion post.',
    },
    {
      question: 'Can I go back to an earlier task?',
      answer:
        'No. As in the real test, each task closes when you submit it or its time runs out, and the next one starts with its own clock.',
    },
    {
      question: 'How soon do I get my results?',
      answer: `${promiseRangeOpening} of submitting, depending on the plan you choose.`,
    },
  ],
};
