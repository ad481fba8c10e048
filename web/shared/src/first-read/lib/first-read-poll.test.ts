import { expect, it } from 'vitest';
import { firstReadPollForMs, firstReadPollInterval, firstReadPollMs } from './first-read-poll';

it('asks again every few seconds only while the first read is pending, for a couple of minutes', () => {
  expect(firstReadPollInterval('PENDING', 0)).toBe(firstReadPollMs);
  expect(firstReadPollInterval('PENDING', firstReadPollForMs)).toBe(0);
  expect(firstReadPollInterval('READY', 0)).toBe(0);
  expect(firstReadPollInterval('UNAVAILABLE', 0)).toBe(0);
  expect(firstReadPollInterval(null, 0)).toBe(0);
});
