import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { BuildSentenceResult } from './build-sentence-result';

const item = (index: number, order: number[], right: boolean | null) => ({
  index,
  context: `Message ${index}?`,
  replyParts: [null, null, 'the bus', null, '.'],
  blanks: 3,
  chunks: ['took', 'I', 'home', 'did'],
  order,
  right,
  correctReply: right === null ? null : 'I took the bus home.',
});

test('before the release it shows the replies as built, without verdicts', () => {
  const html = renderToStaticMarkup(
    <BuildSentenceResult
      attempt={{ sentenceItems: [item(0, [1, 0, 2], null), item(1, [], null)], sentenceScore: null }}
    />,
  );
  expect(html).toContain('Your replies');
  expect(html).toContain('I took the bus home.');
  expect(html).toContain('No answer');
  expect(html).not.toMatch(/Right|Wrong|Correct reply/);
});

test('after the release it states the score, each verdict in words and the correct reply of a wrong one', () => {
  const html = renderToStaticMarkup(
    <BuildSentenceResult
      attempt={{
        sentenceItems: [item(0, [1, 0, 2], true), item(1, [0, 1], false)],
        sentenceScore: { rightCount: 1, total: 2 },
      }}
    />,
  );
  expect(html).toContain('Build a Sentence: 1 of 2 right');
  expect(html).toContain('Right');
  expect(html).toContain('Took I the bus ___.');
  expect(html).toContain('Wrong');
  expect(html.match(/Correct reply:/g)).toHaveLength(1);
});
