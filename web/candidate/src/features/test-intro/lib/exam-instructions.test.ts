import { toeflKey } from '@mocktest/web-shared/format';
import { describe, expect, it } from 'vitest';
import { examInstructions } from './exam-instructions';

describe('examInstructions', () => {
  it("keeps the old product's IELTS Academic page", () => {
    const page = examInstructions.IELTSAcademic;
    expect(page.time).toBe('1 hour');
    expect(page.instructions).toEqual(
      expect.arrayContaining(['Answer both parts.', 'You can change your answers at any time during the test.']),
    );
    expect(page.information).toEqual(
      expect.arrayContaining([
        'There are two parts in this test.',
        'Part 2 contributes twice as much as Part 1 to the writing score.',
        'The test clock will show you when there are 10 minutes and 5 minutes remaining.',
      ]),
    );
  });

  it("gives every exam its paper, its time and what its clock shows, in the exam's own times", () => {
    const times = { IELTSGeneral: '1 hour', OETNurses: '45 minutes', OETDoctors: '45 minutes', PTE: '30 minutes' };
    for (const [exam, time] of Object.entries({ ...times, [toeflKey]: '23 minutes' })) {
      const page = examInstructions[exam as keyof typeof examInstructions];
      expect(page.time, exam).toBe(time);
      expect(page.paper, exam).not.toBe('');
      // PTE and TOEFL time each task on its own; the others count the whole test down with warnings.
      expect(page.information.join(' '), exam).toMatch(
        exam === 'PTE' || exam === toeflKey ? /Each task has its own clock/ : /10 minutes and 5 minutes/,
      );
      expect(page.information, exam).toContain(
        'The clock starts when you press Start Test and keeps running if you leave the test.',
      );
    }
  });
});
