import { formatDateTime } from '@mocktest/web-shared/format';

export type PublishedVersion = { number: number; publishedAt: string; publishedBy?: string | null };

/** "Version 2, published by Tom Tutor at 26 Nov 2026, 09:20": the line above an amendable evaluation. */
export function versionLine(version: PublishedVersion): string {
  const by = version.publishedBy ? ` by ${version.publishedBy}` : '';
  return `Version ${version.number}, published${by} at ${formatDateTime(version.publishedAt)}`;
}

/** The latest of the versions (they arrive oldest first); null before the first publication. */
export function latestVersion<T extends { number: number }>(versions: readonly T[]): T | null {
  return versions.reduce<T | null>(
    (latest, version) => (!latest || version.number > latest.number ? version : latest),
    null,
  );
}
