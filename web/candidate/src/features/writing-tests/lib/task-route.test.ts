import { describe, expect, it } from 'vitest';
import { introUrl, taskPath, taskUrl } from './task-route';

describe('taskPath', () => {
  it('routes IELTS task types to their screens', () => {
    expect(taskPath('writing1')).toBe('/dashboard/writingtasks/writing1');
    expect(taskPath('writing2')).toBe('/dashboard/writingtasks/writing2');
  });

  it('routes every OET case type to the writing3 screen', () => {
    for (const type of ['referral', 'dischargesummary', 'casenote', 'casesummary', 'communicationcase']) {
      expect(taskPath(type)).toBe('/dashboard/writingtasks/writing3');
    }
    expect(taskPath('HealthcareScenario')).toBe('/dashboard/writingtasks/writing3');
  });

  it('keeps an unknown type on the list', () => {
    expect(taskPath('speaking')).toBe('/dashboard/writingtasks');
  });
});

describe('taskUrl', () => {
  it('puts the test id in the query string so a refresh reopens the same test', () => {
    expect(taskUrl({ id: 'ielts academic/01', type: 'writing2' })).toBe(
      '/dashboard/writingtasks/writing2?test=ielts%20academic%2F01',
    );
  });
});

describe('introUrl', () => {
  it('opens the instructions page, where Start Test starts the clock', () => {
    expect(introUrl({ id: 'ielts academic/01' })).toBe('/dashboard/writingtasks/ielts%20academic%2F01/intro');
  });
});
