import { describe, expect, it } from 'vitest';
import { percentText } from './agreement-share';

describe('agreement shares', () => {
  it('rounds to whole percent and shows a dash when nothing was compared', () => {
    expect(percentText(2 / 3, 3)).toBe('67 %');
    expect(percentText(1, 8)).toBe('100 %');
    expect(percentText(0, 0)).toBe('–');
  });
});
