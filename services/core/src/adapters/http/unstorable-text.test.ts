import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { findUnstorableLiteral } from '../graphql/unstorable-literals.ts';
import { findUnstorableText, unstorableTextProblem } from './unstorable-text.ts';

describe('unstorable text', () => {
  it('accepts any well-formed text, emoji and other scripts included', () => {
    expect(unstorableTextProblem('Essay 😀 — 日本語, \t tabs and\nnew lines')).toBeNull();
  });

  it('names U+0000 and unpaired surrogates, high or low', () => {
    expect(unstorableTextProblem('a\u0000b')).toBe('a null character (U+0000)');
    expect(unstorableTextProblem('end \ud83d')).toBe('an unpaired UTF-16 surrogate (U+D83D)');
    expect(unstorableTextProblem('\ude00 start')).toBe('an unpaired UTF-16 surrogate (U+DE00)');
  });

  it('finds the first bad string with its path, in values and in field names', () => {
    const body = { UA: 'fine', answers: [{ text: 'ok' }, { text: 'bad\u0000' }], 'odd key': 'x\ud800' };
    expect(findUnstorableText(body)).toEqual({ path: 'answers[1].text', problem: 'a null character (U+0000)' });
    expect(findUnstorableText({ input: { 'la\u0000bel': 1 } }, 'variables')).toEqual({
      path: 'variables.input',
      problem: 'a field name with a null character (U+0000)',
    });
    expect(findUnstorableText({ 'odd key': 'x\ud800' })?.path).toBe('"odd key"');
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(findUnstorableText(deep)?.problem).toBe('a null character (U+0000)');
  });

  it('finds U+0000 escaped in a GraphQL literal, naming the field and argument', () => {
    const document = parse(`mutation($t: String = "x\\u0000") {
      saveDraft(attemptId: "1", answers: [{ taskKey: "t1", text: "ok" }, { taskKey: "t2", text: "a\\u{0}b" }]) { id }
    }`);
    expect(findUnstorableLiteral(document)).toEqual({
      path: 'the default value of $t',
      problem: 'a null character (U+0000)',
    });
    const withoutDefault = parse(
      'mutation { saveDraft(attemptId: "1", answers: [{ taskKey: "t1", text: "ok" }, { taskKey: "t2", text: "a\\u{0}b" }]) { id } }',
    );
    expect(findUnstorableLiteral(withoutDefault)?.path).toBe('saveDraft(answers[1].text)');
    expect(findUnstorableLiteral(parse('{ mockTest(id: "x") { id } }'))).toBeNull();
  });
});
