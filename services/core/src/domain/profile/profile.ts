import type { ExamKey } from '../exam/exam.ts';
import type { PlanKey } from '../plan/plan.ts';

export const roles = ['candidate', 'tutor', 'admin'] as const;
export type Role = (typeof roles)[number];

export const educationCodes = ['PE', 'SE', 'VQ', 'BD', 'MD', 'DH', 'OT'] as const;
export type Education = (typeof educationCodes)[number];

export type TargetScore = { reading: string; writing: string; listening: string; speaking: string };

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
  targetScore: TargetScore;
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
