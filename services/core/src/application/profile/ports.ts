import type { Profile } from '../../domain/profile/profile.ts';

/** Stores candidate, tutor and admin profiles. */
export type ProfileRepository = {
  findByUserId(userId: string): Promise<Profile | null>;
  findById(id: string): Promise<Profile | null>;
  findByEmail(email: string): Promise<Profile | null>;
  /** Inserts or updates by id. */
  save(profile: Profile): Promise<void>;
};
