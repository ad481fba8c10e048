import { readLocalSetting, writeLocalSetting } from '../lib/local-setting';

/**
 * How long a candidate waits between two verification e-mails. Firebase refuses bursts itself (too-many-requests),
 * but only after several sends; a minute is enough for one e-mail to arrive and keeps the inbox free of duplicates.
 */
export const verificationEmailCooldownMs = 60_000;

const key = (uid: string) => `mocktest.verificationEmailSentAt.${uid}`;

/** Remembers that a verification e-mail went to `uid` now (kept across reloads, so a reload does not reset the wait). */
export function recordVerificationEmailSent(uid: string, now = Date.now()): void {
  writeLocalSetting(key(uid), String(now));
}

/** Milliseconds until `uid` may ask for another verification e-mail (0 when they may now). */
export function verificationEmailWaitMs(uid: string, now = Date.now()): number {
  const sentAt = Number(readLocalSetting(key(uid)));
  if (!Number.isFinite(sentAt) || sentAt <= 0) return 0;
  return Math.max(0, Math.min(verificationEmailCooldownMs, sentAt + verificationEmailCooldownMs - now));
}
