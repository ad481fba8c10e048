import type { Profile, Role } from '../../domain/profile/profile.ts';

/** Stores candidate, tutor and admin profiles. */
export type ProfileRepository = {
  findByUserId(userId: string): Promise<Profile | null>;
  findById(id: string): Promise<Profile | null>;
  findByEmail(email: string): Promise<Profile | null>;
  /**
   * Inside a transaction: reads the profile and holds concurrent writers of it back until the transaction ends, so a
   * profile edit and a plan being fulfilled never overwrite each other.
   */
  findByIdForUpdate(id: string): Promise<Profile | null>;
  findByUserIdForUpdate(userId: string): Promise<Profile | null>;
  /** Every profile holding `role`, oldest first (for the few staff roles: the admins, the tutors). */
  listByRole(role: Role): Promise<Profile[]>;
  /** Credits one extra mock test to the plan of the profile with this identity uid (CONFLICT when there is none). */
  addExtraTest(userId: string): Promise<void>;
  /** Stores the candidate's "Practice with hints" choice on the profile with this uid (CONFLICT when there is none). */
  setPracticeWithHints(userId: string, on: boolean): Promise<void>;
  /** Inserts or updates by id; never changes the credited extra tests. */
  save(profile: Profile): Promise<void>;
};
