import type { BuildSentenceItem, EarlierSentenceBanks } from './build-sentence.ts';
import type { ExamKey } from './exam.ts';

/** One post of a TOEFL Academic Discussion. */
export type DiscussionPost = { name: string; post: string };

/** TOEFL Academic Discussion: the professor's question and two students' different views. */
export type Discussion = { professor: DiscussionPost; students: DiscussionPost[] };

// The six OET case-note shapes of the old product, field names exactly as the old product's data. Every
// field is required; the `type` tag tells the task screen which layout to use.

export type ReferralCase = {
  type: 'Referral';
  scenario: string;
  taskDescription: string;
  instructions: string[];
  note: string;
};

export type HealthcareScenarioCase = {
  type: 'HealthcareScenario';
  scenario: { role: string; setting: string; patient: { name: string; diagnosis: string } };
  instructions: { content: string[] };
};

export type CaseNoteCase = {
  type: 'CaseNote';
  task: string;
  scenario: string;
  instructions: string[];
  /** e.g. '180-200 words'. */
  wordLimit: string;
  noteToCandidates: string;
};

export type CaseSummaryCase = {
  type: 'CaseSummary';
  scenario: string;
  patient: {
    name: string;
    age: number;
    gender: string;
    diagnosis: string;
    admissionSource: string;
    presentingSymptoms: string[];
    vitalSigns: { temperature: string; heartRate: string; respiratoryRate: string; bloodPressure: string };
    /** Left out where nothing of it applies to the patient (never a bare "No"). */
    medicalHistory?: { hypertension: string };
  };
  treatment: { initiated: string; stabilization: string; persistentSymptoms: string };
  investigations: { orderedTests: string };
  summaryPoints: string[];
  wordCount: { min: number };
};

export type CommunicationCase = {
  type: 'CommunicationCase';
  scenario: string;
  details: {
    patientInformation: { fullName: string; age: number; admissionDate: string; currentDiagnosis: string };
    changeInMedicalCondition: { description: string };
    updatedTreatmentPlan: {
      medicationAdjustments: { name: string; previousDosage: string; newDosage: string };
      newMedicationOrTherapy: string;
      monitoringDetails: string;
    };
    followUpAndMonitoring: {
      followUpAppointment: { timeFrame: string; monitoringParameters: string };
      urgentSymptoms: string;
    };
    /** `arrangements`: who else is involved and what has been set up (facts, not advice). */
    collaborationAndCoordination: { arrangements: string; contactDetails: string };
    patientAndFamilyEducation: { information: string };
  };
  noteToCandidate: string;
};

/** A discharge summary section: a paragraph, a list, or labelled lines. */
export type DischargeSection = string | string[] | Record<string, string>;

export type DischargeSummaryCase = {
  type: 'DischargeSummary';
  /** Headings in reading order (at least Patient details, Admission, Hospital course, Medications on discharge, Follow-up). */
  sections: Record<string, DischargeSection>;
};

/** The case notes of an OET letter task, in one of the six shapes of the old product. */
export type OetCase =
  | ReferralCase
  | HealthcareScenarioCase
  | CaseNoteCase
  | CaseSummaryCase
  | CommunicationCase
  | DischargeSummaryCase;

export type OetCaseType = OetCase['type'];

/**
 * Kinds of coaching a task may carry outside its case notes and prompt: the real exams print none of it, so
 * the candidate sees it only when practising with hints; tutors always do.
 */
export const hintKinds = ['include', 'tone', 'closing', 'interpretation', 'rationale', 'register', 'content'] as const;
export type HintKind = (typeof hintKinds)[number];

/** One piece of coaching for a task, e.g. the tone an OET letter takes or the register of an IELTS General letter. */
export type TaskHint = { kind: HintKind; text: string };

export type MockTestTask = {
  key: string;
  title: string;
  instructions: string;
  prompt: string;
  imageSvg?: string;
  imageAlt?: string;
  minutes: number;
  minWords?: number;
  maxWords?: number;
  /** A strong answer: for tutors while grading; for the candidate only with the released evaluation. */
  modelAnswer?: string;
  /** Why the model answer scores at the top, in an examiner's words (shown to the candidate after the release). */
  modelNote?: string;
  /** IELTS General letter and TOEFL email: the three points the answer must cover. */
  bullets?: string[];
  /** IELTS General Task 1: formal, semi-formal or informal. */
  letterKind?: string;
  /** IELTS Task 2: opinion, discussion, problem-solution, advantages-disadvantages or two-part. */
  essayKind?: string;
  /** PTE Summarize Written Text: the passage to summarise. */
  passage?: string;
  /** TOEFL Academic Discussion. */
  discussion?: Discussion;
  /** OET letter: the case notes. */
  oetCase?: OetCase;
  /** TOEFL Build a Sentence: the items, chunks in the correct order (never sent to candidates before release). */
  items?: BuildSentenceItem[];
  /** TOEFL Build a Sentence: the items of the bank's earlier versions, for attempts started on one of them. */
  earlierBanks?: EarlierSentenceBanks;
  /** Coaching kept apart from the task itself, shown only to tutors and to candidates practising with hints. */
  hints?: TaskHint[];
};

export type MockTest = {
  id: string;
  exam: ExamKey;
  /** 1-based position within the exam; decides plan unlocking. */
  sequence: number;
  title: string;
  /** The old product's screen type: writing1, writing2, or an OET case type in lower case. */
  type: string;
  rubricVersion: string;
  tasks: MockTestTask[];
};
