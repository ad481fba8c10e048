import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ContentFolder, contentFolders } from '../adapters/content/content-schemas.ts';
import type { ExamKey } from '../domain/exam/exam.ts';
import { toeflKey } from '../domain/exam/exam.ts';

// Small, valid content files for the loader's tests (the real bank lives in content/). Text is placeholder-short: the
// format is what these files exercise, not the README's lengths.

type Json = Record<string, unknown>;

const folderOf = (exam: ExamKey) =>
  (Object.keys(contentFolders) as ContentFolder[]).find(
    (folder) => contentFolders[folder].exam === exam,
  ) as ContentFolder;

const letter =
  'Dr Jane Doe\nCity Clinic\n\n1 May 2025\n\nRe: Mr Sample Patient\n\nDear Dr Doe,\n\nI am writing about Mr Patient.\n\nYours sincerely,\nWard Nurse';

/** The case notes of each OET shape, every field filled. */
export const oetCaseFixtures: Record<string, Json> = {
  Referral: {
    type: 'Referral',
    scenario: 'Mr Ivo Brandt, 61, attends the clinic with a slow-healing foot wound.',
    taskDescription: 'Refer Mr Brandt to the podiatry service.',
    instructions: ['Expand the notes into sentences.', 'Use letter format.'],
    note: 'The body of the letter should be about 180-200 words.',
  },
  HealthcareScenario: {
    type: 'HealthcareScenario',
    scenario: {
      role: 'Community nurse',
      setting: 'Home visits, Eastvale',
      patient: { name: 'Mrs Nell Okafor', diagnosis: 'Type 2 diabetes with a new leg ulcer' },
    },
    instructions: { content: ['Write to the practice nurse.', 'Ask for a dressing review.'] },
  },
  CaseNote: {
    type: 'CaseNote',
    task: 'Write to the school nurse about Ana.',
    scenario: 'Ana, 9, was seen in the emergency department after an asthma attack.',
    instructions: ['Explain the new inhaler.', 'Ask the school to watch for symptoms.'],
    wordLimit: '180-200 words',
    noteToCandidates: 'Use the information in the case notes; do not copy them.',
  },
  CaseSummary: {
    type: 'CaseSummary',
    scenario: 'Transfer of a patient to the regional hospital.',
    patient: {
      name: 'Mr Hal Pryce',
      age: 72,
      gender: 'Male',
      diagnosis: 'Community-acquired pneumonia',
      admissionSource: 'Emergency department',
      presentingSymptoms: ['Fever', 'Cough'],
      vitalSigns: { temperature: '38.6 °C', heartRate: '104 bpm', respiratoryRate: '24/min', bloodPressure: '132/80' },
      medicalHistory: { hypertension: 'Since 2015, on ramipril 5 mg daily' },
    },
    treatment: { initiated: 'IV antibiotics', stabilization: 'Oxygen 2 L/min', persistentSymptoms: 'Cough' },
    investigations: { orderedTests: 'Chest X-ray, blood cultures' },
    summaryPoints: ['Stable for transfer', 'Needs a respiratory review'],
    wordCount: { min: 180 },
  },
  CommunicationCase: {
    type: 'CommunicationCase',
    scenario: 'Update the GP on a change of medication.',
    details: {
      patientInformation: {
        fullName: 'Mrs Rosa Lind',
        age: 66,
        admissionDate: '2 May 2025',
        currentDiagnosis: 'Heart failure',
      },
      changeInMedicalCondition: { description: 'More breathless on exertion.' },
      updatedTreatmentPlan: {
        medicationAdjustments: { name: 'Furosemide', previousDosage: '40 mg daily', newDosage: '80 mg daily' },
        newMedicationOrTherapy: 'Daily weights',
        monitoringDetails: 'Kidney function in one week',
      },
      followUpAndMonitoring: {
        followUpAppointment: { timeFrame: 'Two weeks', monitoringParameters: 'Weight, potassium' },
        urgentSymptoms: 'Chest pain, fainting',
      },
      collaborationAndCoordination: {
        arrangements: 'Dietitian appointment booked',
        contactDetails: 'Clinic 01234 567890',
      },
      patientAndFamilyEducation: { information: 'Low-salt diet' },
    },
    noteToCandidate: 'Write the body of the letter in about 180-200 words.',
  },
  DischargeSummary: {
    type: 'DischargeSummary',
    sections: {
      'Patient details': { Name: 'Mr Teo Vance', Age: '58' },
      Admission: 'Admitted on 1 May 2025 with chest pain.',
      'Hospital course': ['Angiogram on day 2', 'Stent to the right coronary artery'],
      'Medications on discharge': ['Aspirin 100 mg daily', 'Ticagrelor 90 mg twice daily'],
      'Follow-up': 'Cardiology clinic in six weeks.',
    },
  },
};

const chartFixture: Json = {
  kind: 'bar',
  title: 'Visitors to three museums',
  yLabel: 'Visitors (thousands)',
  categories: ['2010', '2020'],
  series: [{ name: 'Art', values: [20, 35] }],
};

/** Ten Build a Sentence items: the reply's blanks, the words that fill them in order, an extra word. */
const buildSentenceFixture: Json[] = Array.from({ length: 10 }, (_, index) => ({
  context: `Where is room ${index + 1}?`,
  reply: `It is _ _ _ floor ${index + 1}.`,
  chunks: ['on', 'the', 'top'],
  distractor: 'at',
}));

function task(key: string, title: string, minutes: number, words: { minWords?: number; maxWords?: number }): Json {
  return {
    key,
    title,
    instructions: `Spend about ${minutes} minutes on this task.`,
    prompt: `A placeholder prompt for the ${title} task.`,
    minutes,
    ...words,
    modelAnswer: 'A placeholder model answer.',
  };
}

/** A valid content file of the exam, as JSON data. */
export function fixtureFile(exam: ExamKey, sequence: number, oetShape = 'Referral'): Json {
  const { prefix } = contentFolders[folderOf(exam)];
  const base = {
    id: `${prefix}${String(sequence).padStart(2, '0')}`,
    exam,
    sequence,
    title: `Fixture test ${sequence}`,
    type: 'writing2',
  };
  switch (exam) {
    case 'IELTSAcademic':
      return {
        ...base,
        rubricVersion: 'ielts-2024',
        tasks: [
          { ...task('task1', 'Part 1', 20, { minWords: 150 }), chart: chartFixture },
          { ...task('task2', 'Part 2', 40, { minWords: 250 }), essayKind: 'opinion' },
        ],
      };
    case 'IELTSGeneral':
      return {
        ...base,
        rubricVersion: 'ielts-2024',
        tasks: [
          {
            ...task('task1', 'Part 1', 20, { minWords: 150 }),
            letterKind: 'formal',
            bullets: ['Say who you are', 'Explain the problem', 'Ask for a refund'],
            hints: [{ kind: 'register', text: 'Register: formal. A letter to a company you do not know.' }],
          },
          { ...task('task2', 'Part 2', 40, { minWords: 250 }), essayKind: 'discussion' },
        ],
      };
    case 'PTE':
      return {
        ...base,
        rubricVersion: 'pte-2025-08',
        tasks: [
          {
            ...task('summary', 'Summarize Written Text', 10, { minWords: 5, maxWords: 75 }),
            passage: 'A short passage.',
          },
          task('essay', 'Write Essay', 20, { minWords: 200, maxWords: 300 }),
        ],
      };
    case toeflKey:
      return {
        ...base,
        rubricVersion: 'toefl-2026',
        tasks: [
          { ...task('buildSentence', 'Build a Sentence', 6, {}), items: buildSentenceFixture },
          {
            ...task('email', 'Write an Email', 7, { minWords: 80, maxWords: 120 }),
            bullets: ['Thank her', 'Explain the delay', 'Suggest a date'],
          },
          {
            ...task('discussion', 'Academic Discussion', 10, { minWords: 100 }),
            discussion: {
              professor: { name: 'Dr Lee', post: 'Should lectures be recorded?' },
              students: [
                { name: 'Ana', post: 'Yes, for revision.' },
                { name: 'Tom', post: 'No, attendance falls.' },
              ],
            },
          },
        ],
      };
    case 'OETNurses':
    case 'OETDoctors':
      return {
        ...base,
        type: oetShape.toLowerCase(),
        rubricVersion: 'oet-2.0',
        tasks: [
          {
            ...task('letter', 'Letter', 40, { minWords: 180, maxWords: 200 }),
            modelAnswer: letter,
            oetCase: oetCaseFixtures[oetShape],
            hints: [{ kind: 'tone', text: 'Collegial and concise.' }],
          },
        ],
      };
  }
}

/** Writes the files into a fresh content root (content/<folder>/test-NN.json) and returns its path. */
export function writeContentRoot(files: Json[], fileName?: (file: Json) => string): string {
  const root = mkdtempSync(join(tmpdir(), 'content-'));
  for (const file of files) {
    const folder = folderOf(file.exam as ExamKey);
    mkdirSync(join(root, folder), { recursive: true });
    const name = fileName?.(file) ?? `test-${String(file.sequence).padStart(2, '0')}.json`;
    writeFileSync(join(root, folder, name), JSON.stringify(file, null, 2));
  }
  return root;
}
