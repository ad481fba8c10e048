// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { mergeSpans, readSpans, selectionSpan, spanRanges, toggleSpan, writeSpans } from './text-highlights';

function pane(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = '<h2>Part 1</h2><p>The chart shows <b>three</b> museums.</p>';
  document.body.replaceChildren(root);
  return root;
}

test('a selection across elements becomes offsets into the text, and the offsets become the same range again', () => {
  const root = pane();
  const text = root.querySelector('p')?.firstChild as Text;
  const bold = root.querySelector('b')?.firstChild as Text;
  const range = document.createRange();
  range.setStart(text, 4); // "chart shows three"
  range.setEnd(bold, 5);
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  const span = selectionSpan(root, selection);
  expect(span).toEqual([10, 27]);
  expect(spanRanges(root, span ? [span] : []).map((r) => r.toString())).toEqual(['chart shows three']);
});

test('a selection outside the pane, or an empty one, is no span', () => {
  const root = pane();
  const outside = document.createElement('p');
  outside.textContent = 'elsewhere';
  document.body.append(outside);
  const range = document.createRange();
  range.selectNodeContents(outside);
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  expect(selectionSpan(root, selection)).toBeNull();
  selection?.collapseToStart();
  expect(selectionSpan(root, selection)).toBeNull();
});

test('highlighting merges overlaps; highlighting highlighted words takes them away', () => {
  expect(
    mergeSpans([
      [5, 9],
      [0, 3],
      [2, 6],
    ]),
  ).toEqual([[0, 9]]);
  const once = toggleSpan([], [4, 10]);
  expect(once).toEqual([[4, 10]]);
  expect(toggleSpan(once, [6, 8])).toEqual([
    [4, 6],
    [8, 10],
  ]);
  expect(toggleSpan(once, [8, 12])).toEqual([[4, 12]]);
});

test('highlights are kept for the attempt in sessionStorage, and bad stored data is ignored', () => {
  writeSpans('k', [[1, 4]]);
  expect(readSpans('k')).toEqual([[1, 4]]);
  sessionStorage.setItem('k', '[[3,1],"x",[2,5]]');
  expect(readSpans('k')).toEqual([[2, 5]]);
  writeSpans('k', []);
  expect(sessionStorage.getItem('k')).toBeNull();
});
