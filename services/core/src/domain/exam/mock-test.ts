import type { ExamKey } from './exam.ts';

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
