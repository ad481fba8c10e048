import { describe, expect, it } from 'vitest';
import { screenPath } from './screen-path';

describe('screenPath', () => {
  it('opens OET tests on writing3 and the others on their writing screen, keeping the test id', () => {
    expect(screenPath({ id: 'oet-nurses-04', type: 'communicationcase' })).toBe(
      '/dashboard/writingtasks/writing3?test=oet-nurses-04',
    );
    expect(screenPath({ id: 'pte-02', type: 'writing2' })).toBe('/dashboard/writingtasks/writing2?test=pte-02');
    expect(screenPath({ id: 'a b', type: 'writing1' })).toBe('/dashboard/writingtasks/writing1?test=a%20b');
  });
});
