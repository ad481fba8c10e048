import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { builtReply, SentenceResult, type SentenceResultItem } from './sentence-result';

const items: SentenceResultItem[] = [
  {
    index: 0,
    context: 'Did you finish the report?',
    chunks: ['it', 'yesterday', 'I sent'],
    end: '.',
    order: [2, 0, 1],
    right: true,
    correctReply: 'I sent it yesterday.',
  },
  {
    index: 1,
    context: 'Where is the meeting?',
    chunks: ['in room', 'it is', 'four'],
    end: '.',
    order: [0, 1, 2],
    right: false,
    correctReply: 'it is in room four.',
  },
  {
    index: 2,
    context: 'Can you come at noon?',
    chunks: ['at noon', 'I can', 'be there'],
    end: '.',
    order: [],
    right: false,
    correctReply: 'I can be there at noon.',
  },
  {
    index: 3,
    context: 'Who booked the hall?',
    chunks: ['booked it', 'the manager', 'last week'],
    end: '.',
    order: [1, 0],
    right: false,
    correctReply: 'the manager booked it last week.',
  },
];

function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

describe('SentenceResult', () => {
  const html = renderToStaticMarkup(<SentenceResult items={items} score={{ rightCount: 1, total: 4 }} />);
  const text = textOf(html);

  test('heads the task with the server count and says tutors do not mark it', () => {
    expect(text).toContain('Build a Sentence: 1 of 4 right (scored automatically, not marked by tutors)');
    expect(html).toMatch(/<h3 id="[^"]+" class="sentence-result__heading">/);
  });

  test('shows each reply as the candidate built it, with Right or Wrong in words', () => {
    expect(text).toContain("Message Did you finish the report? Candidate's reply I sent it yesterday. Result Right");
    expect(text).toContain("Candidate's reply in room it is four. Result Wrong");
    expect(html.match(/<li /g)).toHaveLength(4);
  });

  test('gives the correct reply for a wrong item only', () => {
    expect(text).toContain('Result Wrong Correct reply it is in room four.');
    expect(text).not.toContain('Correct reply I sent it yesterday.');
  });

  test('says No answer for an unanswered item and marks an incomplete order', () => {
    expect(text).toContain(
      "Can you come at noon? Candidate's reply No answer Result Wrong Correct reply I can be there at noon.",
    );
    expect(text).toContain('the manager booked it (incomplete: 2 of 3 pieces placed)');
  });

  test('says when the server has not scored the task yet', () => {
    const unscored = items.map((item) => ({ ...item, right: null, correctReply: null }));
    const pending = textOf(renderToStaticMarkup(<SentenceResult items={unscored} score={null} />));
    expect(pending).toContain('Build a Sentence: not scored yet (scored automatically, not marked by tutors)');
    expect(pending).not.toContain('Correct reply');
    expect(pending).toContain('Result Not scored yet');
  });
});

describe('builtReply', () => {
  test('ignores positions outside the chunks', () => {
    expect(builtReply({ chunks: ['a', 'b'], end: '?', order: [1, 5] })).toEqual({
      kind: 'incomplete',
      text: 'b',
      placed: 1,
      total: 2,
    });
    expect(builtReply({ chunks: ['a', 'b'], end: '?', order: [1, 0] })).toEqual({ kind: 'complete', text: 'b a?' });
  });
});
