import { describe, expect, it } from 'vitest';
import { minutesText, shareText } from './minutes-text';

describe('minutesText', () => {
  it('reads seconds, minutes and hours the way a person says them', () => {
    expect(minutesText(0.5)).toBe('30 s');
    expect(minutesText(12.4)).toBe('12 min');
    expect(minutesText(185)).toBe('3 h 05 min');
    expect(minutesText(null)).toBe('—');
  });
});

describe('shareText', () => {
  it('gives a whole percentage, or a dash when nothing came due', () => {
    expect(shareText(0.875)).toBe('88%');
    expect(shareText(null)).toBe('—');
  });
});
