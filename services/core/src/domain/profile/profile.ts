import type { ExamKey } from '../exam/exam.ts';
import type { PlanKey } from '../plan/plan.ts';

export const roles = ['candidate', 'tutor', 'admin'] as const;
export type Role = (typeof roles)[number];

export const educationCodes = ['PE', 'SE', 'VQ', 'BD', 'MD', 'DH', 'OT'] as const;
export type Education = (typeof educationCodes)[number];

/** The scores a candidate aims for in each skill, in one exam's scale ('' = not given). */
export type TargetScore = { reading: string; writing: string; listening: string; speaking: string };

/** Desired scores kept per exam; an exam without an entry has none given. Checked by domain/profile/target-scale.ts. */
export type TargetScores = Partial<Record<ExamKey, TargetScore>>;

export type Profile = {
  id: string;
  /** The identity provider's uid. */
  userId: string;
  email: string;
  fullName: string;
  photoUrl: string | null;
  emailVerified: boolean;
  provider: 'Google' | 'Facebook' | 'Custom';
  role: Role;
  selectedExam: ExamKey;
  country: string | null;
  education: Education;
  destination: string;
  /** Desired scores per exam, each in its exam's scale; the selected exam's are "the" target the screens show. */
  targetScores: TargetScores;
  plan: PlanKey | null;
  isSubscribed: boolean;
  purchasedAt: Date | null;
  expiresAt: Date | null;
  /** Extra mock tests credited on top of the plan's allowance, one per answer whose evaluation missed its deadline. */
  extraTests: number;
  /** The candidate's last choice of the instructions page's "Practice with hints" switch (off until they turn it on). */
  practiceWithHints: boolean;
  /** Generated exam names: short code + 1..N. */
  examNames: string[];
  createdAt: Date;
};
