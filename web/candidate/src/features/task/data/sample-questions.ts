/** A built-in practice question of the sample task (/dashboard/writingtasks/1 and /2); no server involved. */
export type SampleQuestion = {
  id: string;
  prompt: string;
  /** A small data table to describe. */
  table?: { caption: string; columns: string[]; rows: [string, ...number[]][] };
  /** A process to describe, in order. */
  steps?: { caption: string; items: string[] };
};

/** An IELTS Academic Part 1: the 20 minutes the paper advises for it, not the hour of the whole test. */
export const sampleMinutes = 20;
export const sampleMinWords = 150;
export const sampleInstructions = `You should spend about ${sampleMinutes} minutes on this task. Write at least ${sampleMinWords} words.`;

export const sampleQuestions: SampleQuestion[] = [
  {
    id: '1',
    prompt:
      'The table below shows the average number of minutes per day that teenagers aged 13 to 17 in the town of Halvern spent on five leisure activities in 2014 and in 2024.\n\nSummarise the information by selecting and reporting the main features, and make comparisons where relevant.',
    table: {
      caption: 'Average minutes per day spent on leisure activities, teenagers in Halvern',
      columns: ['Activity', '2014', '2024'],
      rows: [
        ['Watching television', 118, 46],
        ['Video gaming', 52, 97],
        ['Social media', 35, 124],
        ['Sport and exercise', 61, 48],
        ['Reading for pleasure', 27, 18],
      ],
    },
  },
  {
    id: '2',
    prompt:
      'The diagram below shows how a community composting scheme in the city of Marlow turns household food scraps into soil for gardens.\n\nSummarise the information by selecting and reporting the main features.',
    steps: {
      caption: 'The Marlow community composting scheme',
      items: [
        'Residents put food scraps in green kitchen caddies',
        'An electric van collects the caddies once a week',
        'Scraps are shredded and mixed with garden cuttings',
        'Piles are turned every three days for six weeks and reach 65°C',
        'The compost is screened to remove large pieces',
        'It matures under cover for two months',
        'Bags of soil are sold to local gardeners',
      ],
    },
  },
];

/** True for the ids of the built-in practice questions. */
export function isSampleId(id: string): boolean {
  return sampleQuestions.some((question) => question.id === id);
}

/** The next practice question's id, or null after the last one. */
export function nextSampleId(id: string): string | null {
  const index = sampleQuestions.findIndex((question) => question.id === id);
  return sampleQuestions[index + 1]?.id ?? null;
}
