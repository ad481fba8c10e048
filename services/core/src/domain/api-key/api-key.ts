import { DomainError } from '../shared/domain-error.ts';

/** What every key starts with, so a leaked key is recognisable (secret scanners, logs) and told from an ID token. */
export const apiKeyPrefix = 'mtk_';
export const apiKeyNameMaxLength = 60;
/** Last used is written at most this often per key, so a busy integration does not write on every read. */
export const lastUsedPrecisionSeconds = 60;

/** A personal access token as its owner sees it: never the secret, which is shown once and stored as a hash. */
export type ApiKey = {
  id: string;
  /** The owner's profile id; the key acts with the owner's current role. */
  ownerId: string;
  name: string;
  /** The first characters of the secret, to tell keys apart in a list. */
  hint: string;
  /** Refuses mutations when set. */
  readOnly: boolean;
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

/** The key's name, trimmed; BAD_USER_INPUT when empty or too long. */
export function apiKeyName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name.length === 0)
    throw new DomainError('BAD_USER_INPUT', 'VALUE_REQUIRED', 'Give the key a name, such as the system using it.');
  if (name.length > apiKeyNameMaxLength) {
    throw new DomainError(
      'BAD_USER_INPUT',
      'TEXT_TOO_LONG',
      `A key's name has at most ${apiKeyNameMaxLength} characters.`,
    );
  }
  return name;
}

/** When a key made at `now` stops working. */
export function apiKeyExpiry(now: Date, days: number): Date {
  return new Date(now.getTime() + days * 86_400_000);
}

/** Why the key cannot be used at `now`, or null when it can. */
export function apiKeyRefusal(key: ApiKey, now: Date): 'revoked' | 'expired' | null {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt.getTime() <= now.getTime()) return 'expired';
  return null;
}

/** Whether a use at `now` should record itself as the key's last use. */
export function lastUsedIsStale(key: ApiKey, now: Date): boolean {
  return key.lastUsedAt === null || now.getTime() - key.lastUsedAt.getTime() >= lastUsedPrecisionSeconds * 1000;
}
