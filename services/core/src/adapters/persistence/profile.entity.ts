import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { examKeys } from '../../domain/exam/exam.ts';
import { planKeys } from '../../domain/plan/plan.ts';
import { educationCodes, type Profile, roles } from '../../domain/profile/profile.ts';
import { readableTargetScores } from '../../domain/profile/target-scale.ts';

const providers = ['Google', 'Facebook', 'Custom'] as const satisfies readonly Profile['provider'][];

export const ProfileSchema = defineEntity({
  name: 'ProfileRow',
  tableName: 'profiles',
  properties: {
    id: p.string().primary(),
    userId: p.string().unique(),
    email: p.string().index(),
    fullName: p.text(),
    photoUrl: p.text().nullable(),
    emailVerified: p.boolean(),
    provider: p.enum(providers),
    role: p.enum(roles),
    selectedExam: p.enum(examKeys),
    country: p.string().nullable(),
    education: p.enum(educationCodes),
    destination: p.text(),
    // Desired scores per exam ({ "IELTSAcademic": { reading, writing, listening, speaking }, ... }); read through
    // readableTargetScores, so a value off its exam's scale (kept from the free-text days) reads as unset.
    targetScores: p.json<Record<string, unknown>>(),
    plan: p.enum(planKeys).nullable(),
    isSubscribed: p.boolean(),
    purchasedAt: p.datetime().nullable(),
    expiresAt: p.datetime().nullable(),
    // Written only by addExtraTest's increment, never by a whole-profile save, so a concurrent edit cannot undo a credit.
    extraTests: p.integer().default(0),
    // Written only by setPracticeWithHints, never by a whole-profile save, so a concurrent profile edit cannot undo it.
    practiceWithHints: p.boolean().default(false),
    examNames: p.json<string[]>(),
    createdAt: p.datetime(),
  },
});

export type ProfileRow = InferEntity<typeof ProfileSchema>;

/** Row -> domain. */
export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    userId: row.userId,
    email: row.email,
    fullName: row.fullName,
    photoUrl: row.photoUrl ?? null,
    emailVerified: row.emailVerified,
    provider: row.provider,
    role: row.role,
    selectedExam: row.selectedExam,
    country: row.country ?? null,
    education: row.education,
    destination: row.destination,
    targetScores: readableTargetScores(row.targetScores),
    plan: row.plan ?? null,
    isSubscribed: row.isSubscribed,
    purchasedAt: row.purchasedAt ?? null,
    expiresAt: row.expiresAt ?? null,
    extraTests: row.extraTests ?? 0,
    practiceWithHints: row.practiceWithHints ?? false,
    examNames: [...row.examNames],
    createdAt: row.createdAt,
  };
}

/**
 * Domain -> row data for an upsert; without the credited extra tests and the hints choice, which only addExtraTest and
 * setPracticeWithHints write.
 */
export function toProfileRow(profile: Profile): Omit<ProfileRow, 'extraTests' | 'practiceWithHints'> {
  return {
    id: profile.id,
    userId: profile.userId,
    email: profile.email,
    fullName: profile.fullName,
    photoUrl: profile.photoUrl,
    emailVerified: profile.emailVerified,
    provider: profile.provider,
    role: profile.role,
    selectedExam: profile.selectedExam,
    country: profile.country,
    education: profile.education,
    destination: profile.destination,
    targetScores: profile.targetScores,
    plan: profile.plan,
    isSubscribed: profile.isSubscribed,
    purchasedAt: profile.purchasedAt,
    expiresAt: profile.expiresAt,
    examNames: profile.examNames,
    createdAt: profile.createdAt,
  };
}
