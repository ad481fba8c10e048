import { CaseNotes, type OetCaseNotes } from '@mocktest/web-shared/case-notes';
import { checkLength, letterBodyCount, letterBodyLabel } from '@mocktest/web-shared/writing-rules';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';

const caseSummary = {
  __typename: 'CaseSummaryCase',
  scenario: 'Transfer of a patient to the regional hospital.',
  patient: {
    name: 'Mr Hal Pryce',
    age: 72,
    gender: 'Male',
    diagnosis: 'Community-acquired pneumonia',
    admissionSource: 'Emergency department',
    presentingSymptoms: ['Fever', 'Cough'],
    vitalSigns: { temperature: '38.6 °C', heartRate: '104 bpm', respiratoryRate: '24/min', bloodPressure: '132/80' },
    medicalHistory: { hypertension: 'Since 2015' },
  },
  treatment: { initiated: 'IV antibiotics', stabilization: 'Oxygen 2 L/min', persistentSymptoms: 'Cough' },
  investigations: { orderedTests: 'Chest X-ray' },
  summaryPoints: ['Stable for transfer'],
  wordCount: { min: 180 },
} as unknown as OetCaseNotes;

test('the OET case notes give the length as OET does: approximately 180–200 words in the body of the letter', () => {
  const html = renderToStaticMarkup(<CaseNotes notes={caseSummary} />);
  expect(html).toContain('Approximately 180–200 words in the body of the letter.');
  expect(html).not.toContain('At least');
});

test("the editor's word-count advice under the answer says the same", () => {
  const advice = checkLength('OETNurses', { key: 'letter', minWords: 180, maxWords: 200 }, '').advice;
  expect(advice).toBe('Approximately 180–200 words in the body of the letter: a guide, with no automatic penalty.');
});

describe('the letter body, counted as the OET guide counts it', () => {
  const body = (count: number) => Array.from({ length: count }, () => 'word').join(' ');

  test('leaves out the addresses, date, Re: line, salutation, sign-off and name', () => {
    const letter = `Ms Rose Adler\nCommunity Nurse\n\n3 June 2026\n\nRe: Mrs Ada Lin\n\nDear Ms Adler,\n\n${body(185)}\n\nYours sincerely,\n\nCharge Nurse`;
    expect(letterBodyCount(letter)).toEqual({
      bodyWords: 185,
      letterWords: 204,
      hasSalutation: true,
      hasSignOff: true,
    });
    expect(letterBodyLabel(letterBodyCount(letter))).toBe('Body 185 words (letter 204)');
  });

  test('a body begun on the salutation line still counts; "Yours faithfully" ends it too', () => {
    expect(letterBodyCount(`Dear Sir/Madam, I am writing about ${body(3)}.\nYours faithfully,\nJo`).bodyWords).toBe(7);
  });

  test('without a salutation the body starts at the top; without a sign-off it runs to the end', () => {
    expect(letterBodyCount(body(12))).toMatchObject({ bodyWords: 12, letterWords: 12, hasSalutation: false });
    expect(letterBodyCount(`Dear Dr Cho,\n${body(9)}`)).toMatchObject({ bodyWords: 9, hasSignOff: false });
    expect(letterBodyCount('')).toMatchObject({ bodyWords: 0, letterWords: 0 });
  });

  test('the 180–200 advice judges the body: a long letter with a 190-word body keeps the guide', () => {
    const letter = `Dr Sam Ng\nGeneral Practice\n1 Long Road\nTown\n\nDear Dr Ng,\n${body(190)}\nYours sincerely,\nDr Who`;
    const check = checkLength('OETDoctors', { key: 'letter', minWords: 180, maxWords: 200 }, letter);
    expect(check.words).toBe(190);
    expect(check.letter?.letterWords).toBeGreaterThan(200);
    expect(check.problems).toEqual([]);
  });
});

test('the candidate screen does not name the case shape; the tutor screen may', () => {
  const html = renderToStaticMarkup(<CaseNotes notes={caseSummary} />);
  expect(html).toContain('data-shape="CaseSummaryCase"');
  expect(html).not.toContain('Case summary</span>');
  expect(renderToStaticMarkup(<CaseNotes notes={caseSummary} showShape />)).toContain('Case summary</span>');
});
