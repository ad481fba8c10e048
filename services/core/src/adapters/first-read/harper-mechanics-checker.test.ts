import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dialect } from '../../domain/first-read/first-read.ts';
import { createHarperMechanicsChecker } from './harper-mechanics-checker.ts';

// The real harper.js (WebAssembly), no mock: building a linter takes a second or more, once per dialect.
const checker = createHarperMechanicsChecker();
beforeAll(() => Promise.all([checker.warm('british'), checker.warm('american')]), 60_000);
afterAll(() => checker.dispose());

const check = (text: string, dialect: Dialect = 'british') => checker.check({ taskKey: 'task2', text, dialect });
const found = async (text: string, dialect: Dialect = 'british') =>
  (await check(text, dialect)).map((flag) => [flag.kind, text.slice(flag.start ?? 0, flag.end ?? 0)]);

describe('harper mechanics checker', () => {
  it('finds misspellings, a doubled word and a grammar slip at their offsets', async () => {
    const text = 'I recieved the the letter yesterday, wich was more then I expected.';
    const flags = await check(text);
    expect(flags.map((flag) => [flag.kind, text.slice(flag.start ?? 0, flag.end ?? 0)])).toEqual([
      ['spelling', 'recieved'],
      ['repetition', 'the the'],
      ['spelling', 'wich'],
      ['grammar', 'then'],
    ]);
    expect(flags[0]).toEqual({
      taskKey: 'task2',
      kind: 'spelling',
      start: 2,
      end: 10,
      message: 'Check the spelling of "recieved".',
      suggestions: ['received', 'relieved', 'receive'],
    });
    expect(flags[1]).toMatchObject({ message: '"the" is written twice in a row.', suggestions: ['the'] });
    expect(flags[2]?.suggestions).toContain('which');
    expect(flags[3]).toMatchObject({ message: 'Did you mean "than"?', suggestions: ['than'] });
  });

  it('finds agreement and article slips', async () => {
    expect(await found('He go to school every day. She have a car. It is an university.')).toEqual([
      ['grammar', 'go'],
      ['grammar', 'have'],
      ['grammar', 'an'],
    ]);
  });

  it('gives UTF-16 offsets after characters outside the Basic Multilingual Plane', async () => {
    const text = '😀 Great news 𝒜: I recieved it, wich pleased me.';
    const flags = await check(text);
    expect(flags.map((flag) => text.slice(flag.start ?? 0, flag.end ?? 0))).toEqual(['recieved', 'wich']);
    expect(flags[0]?.start).toBe(text.indexOf('recieved'));
  });

  it('finds nothing in correct text', async () => {
    const text =
      'In my view, governments should invest more in public transport. Buses and trains reduce congestion, and they ' +
      'give people who cannot drive a way to reach work.\n\nHowever, such investment takes years to pay for itself.';
    expect(await check(text)).toEqual([]);
    expect(await check(text, 'american')).toEqual([]);
  });

  it("accepts the other dialect's spelling", async () => {
    expect(await found('The colour of the car matched the organised layout of the centre.', 'american')).toEqual([]);
    expect(await found('The color of the car matched the organized layout of the center.', 'british')).toEqual([]);
    expect(await found('Her anaemia and oedema were treated.', 'british')).toEqual([]);
    expect(await found('The colur of the car was odd.', 'american')).toEqual([['spelling', 'colur']]);
  });

  it('reads answers of both dialects at once as it reads them one by one', async () => {
    // Reads in flight together, in both dialects (each checks its misspellings in the other), meet no stale state.
    const reads: [string, Dialect][] = [
      ['The colur of the centre was odd.', 'american'],
      ['The color of the centr was odd.', 'british'],
      ['I recieved the organized report.', 'british'],
      ['I recieved the organised report.', 'american'],
    ];
    const oneByOne = [];
    for (const [text, dialect] of reads) oneByOne.push(await found(text, dialect));
    expect(await Promise.all(reads.map(([text, dialect]) => found(text, dialect)))).toEqual(oneByOne);
    expect(oneByOne).toEqual([
      [['spelling', 'colur']],
      [['spelling', 'centr']],
      [['spelling', 'recieved']],
      [['spelling', 'recieved']],
    ]);
  });

  it('leaves names, acronyms and units alone', async () => {
    const text = 'I met Mrs Willoughby in Eastmere. Her INR was 2.5 and her glucose 6 mmol/L, with an eGFR of 50.';
    expect(await found(text)).toEqual([]);
  });

  it('leaves the names of address lines and signatures alone, and the hyphenated or closed forms of words', async () => {
    const letter =
      'Ms Leah Morgan\nAshby Vale Community Health Centre\n\nDear Ms Morgan,\n\nI am writing about her ' +
      'pre-operative wellbeing, as Dr. Amin asked.\n\nYours sincerely,\n\nKenji';
    expect(await found(letter)).toEqual([]);
  });

  it('finds the errors inside a very long sentence', async () => {
    const text =
      'The author argues that libraries remain essential because they offer free access to books and computers for ' +
      'people who cannot afford them, they provide quiet spaces for students, and they serve as community centres, ' +
      'although many councils have cut there budgets during periods of economic dificulty and rising costs.';
    expect(await found(text)).toEqual([
      ['grammar', 'there'],
      ['spelling', 'dificulty'],
    ]);
  });

  it('still flags a misspelt word at the start of a sentence', async () => {
    expect(await found('Futhermore, the plan failed.\nAdditionaly, costs rose.')).toEqual([
      ['spelling', 'Futhermore'],
      ['spelling', 'Additionaly'],
    ]);
  });

  it('reads an empty text as having nothing to flag', async () => {
    expect(await check('')).toEqual([]);
  });
});
