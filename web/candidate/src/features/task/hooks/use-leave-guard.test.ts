import { describe, expect, it } from 'vitest';
import { leavesTest } from './use-leave-guard';

const taskScreen = { pathname: '/dashboard/writingtasks/writing2', search: '?test=ielts-academic-01' };

describe('leavesTest', () => {
  it('counts every other page as leaving: the sidebar links, Upgrade, the page Logout goes to', () => {
    for (const pathname of ['/dashboard/writingtasks', '/dashboard/profile', '/dashboard/upgrade', '/']) {
      expect(leavesTest(taskScreen, { pathname, search: '' }), pathname).toBe(true);
    }
  });

  it("counts another test's task screen as leaving this one", () => {
    expect(leavesTest(taskScreen, { pathname: taskScreen.pathname, search: '?test=ielts-academic-02' })).toBe(true);
  });

  it("lets a submit go to its success page, and the screen's own address through", () => {
    expect(leavesTest(taskScreen, { pathname: '/dashboard/writingtasks/success', search: '' })).toBe(false);
    expect(leavesTest(taskScreen, { ...taskScreen })).toBe(false);
  });
});
