import { formatDateTime } from '@mocktest/web-shared/format';
import { expect, test } from 'vitest';
import { latestVersion, versionLine } from './amend-versions';

const at = '2026-11-26T09:20:00.000Z';

test('the version line names the number, the tutor and the time', () => {
  expect(versionLine({ number: 2, publishedAt: at, publishedBy: 'Tom Tutor' })).toBe(
    `Version 2, published by Tom Tutor at ${formatDateTime(at)}`,
  );
});

test('a version whose tutor is gone still has its number and time', () => {
  expect(versionLine({ number: 1, publishedAt: at, publishedBy: null })).toBe(
    `Version 1, published at ${formatDateTime(at)}`,
  );
});

test('the latest version is the highest number', () => {
  expect(
    latestVersion([
      { number: 1, publishedAt: at },
      { number: 3, publishedAt: at },
      { number: 2, publishedAt: at },
    ])?.number,
  ).toBe(3);
  expect(latestVersion([])).toBeNull();
});
