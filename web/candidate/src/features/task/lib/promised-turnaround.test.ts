import { describe, expect, it } from 'vitest';
import { promisedTurnaround } from './promised-turnaround';

const silver = { name: 'Silver', promise: 'within 1 hour' };

describe('the turnaround promised to a candidate', () => {
  it("is their active plan's, as the catalogue words it", () => {
    expect(promisedTurnaround({ plan: silver, isSubscribed: true, planExpired: false })).toEqual({
      planName: 'Silver',
      promise: 'within 1 hour',
    });
  });

  it("is Bronze's without an active plan (none, expired, or not subscribed)", () => {
    const bronze = { planName: null, promise: 'within 4 hours' };
    expect(promisedTurnaround(null)).toEqual(bronze);
    expect(promisedTurnaround({ plan: null, isSubscribed: false, planExpired: false })).toEqual(bronze);
    expect(promisedTurnaround({ plan: silver, isSubscribed: true, planExpired: true })).toEqual(bronze);
    expect(promisedTurnaround({ plan: silver, isSubscribed: false, planExpired: false })).toEqual(bronze);
  });
});
