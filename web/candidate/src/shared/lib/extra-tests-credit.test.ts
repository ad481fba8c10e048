import { expect, test } from 'vitest';
import { extraTestsCreditText } from './extra-tests-credit';

test('no credit, no sentence', () => {
  expect(extraTestsCreditText(0)).toBeNull();
  expect(extraTestsCreditText(undefined)).toBeNull();
});

test('one credit is told in the singular, with the reason', () => {
  expect(extraTestsCreditText(1)).toBe(
    '1 extra mock test credited because an evaluation of yours was late: it opens the next test of your exam.',
  );
});

test('several credits are counted', () => {
  expect(extraTestsCreditText(2)).toMatch(/^2 extra mock tests credited because evaluations of yours were late/);
});
