import { toeflKey } from '@mocktest/web-shared/format';
import type { ExamKey } from '../../../gql/graphql';

/** What an instruction page says before a test of one exam starts. */
export type ExamInstructions = {
  /** The paper's name, above the test's title. */
  paper: string;
  /** The whole test's time as the exam states it. */
  time: string;
  instructions: string[];
  information: string[];
};

// Said on every page: the clock is the server's, so leaving does not pause it.
const clockKeepsRunning = 'The clock starts when you press Start Test and keeps running if you leave the test.';

const ieltsWarnings = 'The test clock will show you when there are 10 minutes and 5 minutes remaining.';

/**
 * The instruction page of each exam. IELTS Academic's lines are the old product's; the others follow the exam's
 * format (services/core/content/README.md, 'The real exams'): its time, parts, weighting, advisory lengths and what the clock shows.
 */
export const examInstructions: Record<ExamKey, ExamInstructions> = {
  IELTSAcademic: {
    paper: 'IELTS Academic Writing',
    time: '1 hour',
    instructions: [
      'Answer both parts.',
      'You can change your answers at any time during the test.',
      'Spend about 20 minutes on Part 1 and 40 minutes on Part 2.',
    ],
    information: [
      'There are two parts in this test.',
      'Part 2 contributes twice as much as Part 1 to the writing score.',
      'Write at least 150 words for Part 1 and at least 250 words for Part 2.',
      ieltsWarnings,
      clockKeepsRunning,
    ],
  },
  IELTSGeneral: {
    paper: 'IELTS General Training Writing',
    time: '1 hour',
    instructions: [
      'Answer both parts.',
      'You can change your answers at any time during the test.',
      'Part 1 is a letter: decide yourself how formal it should be for its reader.',
      'Spend about 20 minutes on Part 1 and 40 minutes on Part 2.',
    ],
    information: [
      'There are two parts in this test: a letter, then an essay.',
      'Part 2 contributes twice as much as Part 1 to the writing score.',
      'Write at least 150 words for Part 1 and at least 250 words for Part 2.',
      ieltsWarnings,
      clockKeepsRunning,
    ],
  },
  OETNurses: {
    paper: 'OET Writing Sub-test: Nursing',
    time: '45 minutes',
    instructions: [
      'Read the case notes and write the letter the task asks for.',
      'For the first 5 minutes you can read the case notes but not type.',
      'Choose the notes your reader needs; not every note belongs in the letter.',
    ],
    information: [
      'There is one task: a letter based on the case notes.',
      'The body of the letter should be about 180 to 200 words.',
      'The letter is assessed on Purpose, Content, Conciseness and Clarity, Genre and Style, Organisation and Layout, and Language.',
      'The clock shows the 5 minutes of reading time first, then the 40 minutes of writing time, and warns you when 10 minutes and 5 minutes remain.',
      clockKeepsRunning,
    ],
  },
  OETDoctors: {
    paper: 'OET Writing Sub-test: Medicine',
    time: '45 minutes',
    instructions: [
      'Read the case notes and write the letter the task asks for.',
      'For the first 5 minutes you can read the case notes but not type.',
      'Choose the notes your reader needs; not every note belongs in the letter.',
    ],
    information: [
      'There is one task: a letter based on the case notes.',
      'The body of the letter should be about 180 to 200 words.',
      'The letter is assessed on Purpose, Content, Conciseness and Clarity, Genre and Style, Organisation and Layout, and Language.',
      'The clock shows the 5 minutes of reading time first, then the 40 minutes of writing time, and warns you when 10 minutes and 5 minutes remain.',
      clockKeepsRunning,
    ],
  },
  PTE: {
    paper: 'PTE Academic Writing',
    time: '30 minutes',
    instructions: [
      'Answer both tasks: Summarize Written Text, then Write Essay.',
      'Write the summary as one sentence of 5 to 75 words.',
      'Write the essay in 200 to 300 words.',
      'Spend about 10 minutes on the summary and 20 minutes on the essay.',
    ],
    information: [
      'There are two tasks in this test, each scored on its own traits.',
      'A summary that is not one sentence of 5 to 75 words scores zero, and so does an essay scored zero for Content or Form.',
      'Each task has its own clock: the essay starts when you submit the summary or its 10 minutes run out. The summary clock warns you when 2 minutes and 1 minute remain, the essay clock at 10 and 5 minutes.',
      clockKeepsRunning,
    ],
  },
  [toeflKey]: {
    paper: 'TOEFL iBT Writing',
    time: '23 minutes',
    instructions: [
      'Answer three tasks in order: Build a Sentence, Write an Email, then Academic Discussion.',
      'In Build a Sentence, put the words and phrases of each reply in the right order: press them in order or drag them.',
      'In the email, cover every point the task lists and write as much as you can in complete sentences.',
      'In the academic discussion, write at least 100 words.',
      'Spend about 6 minutes on Build a Sentence, 7 minutes on the email and 10 minutes on the discussion.',
    ],
    information: [
      'The email and the discussion are each rated from 0 to 5 as a whole; Build a Sentence is scored automatically, each reply counting only in its one correct order.',
      'About 100 words is a typical length for the email.',
      'Each task has its own clock, which warns you when 2 minutes and 1 minute remain: the next task starts when you submit one or its time runs out.',
      clockKeepsRunning,
    ],
  },
};
