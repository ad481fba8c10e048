import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = { NODE_ENV: 'test', DATABASE_URL: 'postgres://localhost/mocktest_test' };

describe('SECOND_MARKING_PERCENT', () => {
  it('defaults to 10 % and takes any share from 0 to 100', () => {
    expect(loadConfig(base).secondMarkingPercent).toBe(10);
    expect(loadConfig({ ...base, SECOND_MARKING_PERCENT: '0' }).secondMarkingPercent).toBe(0);
    expect(loadConfig({ ...base, SECOND_MARKING_PERCENT: '2.5' }).secondMarkingPercent).toBe(2.5);
    expect(loadConfig({ ...base, SECOND_MARKING_PERCENT: '100' }).secondMarkingPercent).toBe(100);
  });

  it('refuses a share outside 0 to 100 or not a number', () => {
    for (const value of ['-1', '101', 'ten']) {
      expect(() => loadConfig({ ...base, SECOND_MARKING_PERCENT: value }), value).toThrow(/SECOND_MARKING_PERCENT/);
    }
  });
});
