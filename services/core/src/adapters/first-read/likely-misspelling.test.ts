import { describe, expect, it } from 'vitest';
import { editDistance, isLikelyMisspelling } from './likely-misspelling.ts';

describe('edit distance', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('recieve', 'receive')).toBe(1);
    expect(editDistance('wich', 'which')).toBe(1);
    expect(editDistance('mmol', 'mail')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('a likely misspelling', () => {
  const at = (text: string, word: string) => {
    const start = text.indexOf(word);
    return { start, end: start + word.length };
  };

  it('is a lower-case word one edit from the first suggestion', () => {
    const text = 'The museum recieved a grant.';
    expect(isLikelyMisspelling(text, at(text, 'recieved'), 'recieved', 'received')).toBe(true);
  });

  it('is not a name met inside a sentence, a unit, a hyphenated form or a word far from the suggestion', () => {
    const text = 'We met Eastmere staff. Eastmere grew. Pressure was 120 mmHg; the pre-operative check ran.';
    expect(isLikelyMisspelling(text, at(text, 'Eastmere'), 'Eastmere', 'Easter')).toBe(false);
    expect(isLikelyMisspelling(text, at(text, 'mmHg'), 'mmHg', 'mmm')).toBe(false);
    expect(isLikelyMisspelling(text, at(text, 'pre-operative'), 'pre-operative', 'preoperative')).toBe(false);
    expect(isLikelyMisspelling('The tommorow plan.', { start: 4, end: 11 }, 'tommorow', 'tomorrow')).toBe(false);
  });

  it('lets British ae and oe spellings of the suggested word pass', () => {
    const text = 'Her anaemia improved.';
    expect(isLikelyMisspelling(text, at(text, 'anaemia'), 'anaemia', 'anemia')).toBe(false);
  });
});
