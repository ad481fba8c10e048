import { Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { dateTimeScalar } from './base.resolvers.ts';

describe('the DateTime scalar', () => {
  it('sends a Date, or an ISO-8601 text with any offset, as an ISO-8601 string in UTC', () => {
    expect(dateTimeScalar.serialize(new Date(Date.UTC(2025, 0, 31, 9, 30)))).toBe('2025-01-31T09:30:00.000Z');
    expect(dateTimeScalar.serialize('2025-01-31T10:30:00+01:00')).toBe('2025-01-31T09:30:00.000Z');
  });

  it('refuses what is no date-time, rather than sending it', () => {
    expect(() => dateTimeScalar.serialize('yesterday')).toThrow(/DateTime/);
    expect(() => dateTimeScalar.serialize(new Date('not a date'))).toThrow(/DateTime/);
    expect(() => dateTimeScalar.parseLiteral({ kind: Kind.INT, value: '5' })).toThrow(/DateTime/);
  });
});
