import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { builtReply, SentenceResult, type SentenceResultItem } from './sentence-result';

const items: SentenceResultItem[] = [
  {
    index: 0,
    context: 'Did you finish the report?',
    replyParts: [null, 'sent', null, null, '.'],
    blanks: 3,
    chunks: ['it', 'yesterday', 'I'],
    order: [2, 0, 1],
    right: true,
    correctReply: 'I sent it yesterday.',
  },
  {
    index: 1,
    context: 'Where is the meeting?',
    replyParts: ['It is in', null, null, '.'],
    blanks: 2,
    chunks: ['four', 'room', 'the'],
    order: [0, 1],
    right: false,
    correctReply: 'It is in room four.',
  },
  {
    index: 2,
    context: 'Can you come at noon?',
    replyParts: ['I can be', null, null, '.'],
    blanks: 2,
    chunks: ['at noon', 'there'],
    order: [],
    right: false,
    correctReply: 'I can be there at noon.',
  },
  {
    index: 3,
    context: 'Who booked the hall?',
    replyParts: [null, null, 'booked it', null, null, '.'],
    blanks: 4,
    chunks: ['manager', 'the', 'last', 'week'],
    order: [1, 0],
    right: false,
    correctReply: 'The manager booked it last week.',
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
    expect(text).toContain("Candidate's reply It is in four room. Result Wrong");
    expect(html.match(/<li /g)).toHaveLength(4);
  });

  test('gives the correct reply for a wrong item only', () => {
    expect(text).toContain('Result Wrong Correct reply It is in room four.');
    expect(text).not.toContain('Correct reply I sent it yesterday.');
  });

  test('says No answer for an unanswered item and marks an incomplete order', () => {
    expect(text).toContain(
      "Can you come at noon? Candidate's reply No answer Result Wrong Correct reply I can be there at noon.",
    );
    expect(text).toContain('The manager booked it ___ ___. (incomplete: 2 of 4 blanks filled)');
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
  test('ignores positions outside the words and capitalises the first word of the reply', () => {
    const item = { replyParts: [null, 'went', null, '?'], blanks: 2, chunks: ['who', 'where'] };
    expect(builtReply({ ...item, order: [0, 5] })).toEqual({
      kind: 'incomplete',
      text: 'Who went ___?',
      placed: 1,
      total: 2,
    });
    expect(builtReply({ ...item, order: [0, 1] })).toEqual({ kind: 'complete', text: 'Who went where?' });
  });
});
