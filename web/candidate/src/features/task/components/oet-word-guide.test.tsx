import { CaseNotes, type OetCaseNotes } from '@mocktest/web-shared/case-notes';
import { checkLength } from '@mocktest/web-shared/writing-rules';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';

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
