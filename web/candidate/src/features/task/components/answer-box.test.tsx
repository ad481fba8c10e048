import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { AnswerBox } from './answer-box';

const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');
const ieltsTask1 = { key: 'task1', minWords: 150, maxWords: null };
const pteSummary = { key: 'summary', minWords: 5, maxWords: 75 };
const oetLetter = { key: 'letter', minWords: 180, maxWords: 200 };

const render = (props: Partial<Parameters<typeof AnswerBox>[0]>) =>
  renderToStaticMarkup(<AnswerBox value="" readOnly={false} onChange={() => undefined} {...props} />);

describe('under exam conditions (the default)', () => {
  test('only the word count shows under the box: no advice, no consequence', () => {
    const html = render({ exam: 'IELTSAcademic', task: ieltsTask1, value: words(120) });
    expect(html).toContain('Words: 120');
    expect(html).not.toContain('Write at least 150 words');
    expect(html).not.toContain('would lose marks');
    expect(html).not.toContain('Check the length');
  });

  test('a PTE summary over 75 words says nothing of scoring zero', () => {
    const html = render({ exam: 'PTE', task: pteSummary, value: `${words(98)}.` });
    expect(html).toContain('Words: 98');
    expect(html).not.toMatch(/score zero|scores zero/);
  });
});

describe('practising with hints', () => {
  test('the advice and what the answer would lose in the exam show', () => {
    const html = render({ exam: 'IELTSAcademic', task: ieltsTask1, value: words(120), guidance: true });
    expect(html).toContain('Words: 120');
    expect(html).toContain('Write at least 150 words: a shorter answer loses marks in Task Achievement.');
    expect(html).toContain('Under 150 words: in the exam this answer would lose marks in Task Achievement.');
  });

  test('a PTE summary over 75 words is warned about', () => {
    const html = render({ exam: 'PTE', task: pteSummary, value: `${words(98)}.`, guidance: true });
    expect(html).toContain('Over 75 words: in the exam this summary would score zero.');
  });
});

describe('an OET letter', () => {
  const letter = [
    'Dr Amelia Hart',
    'City Clinic',
    '12 May 2026',
    '',
    'Re: Mr Hal Pryce, aged 72',
    '',
    'Dear Dr Hart,',
    '',
    words(150),
    '',
    'Yours sincerely,',
    'Registered Nurse',
  ].join('\n');

  test('counts the body between the salutation and the sign-off, beside the whole letter', () => {
    const html = render({ exam: 'OETNurses', task: oetLetter, value: letter });
    // 150 body words; the letter adds 3 + 2 + 3 (address, date) + 6 (Re:) + 3 (Dear Dr Hart,) + 4 (sign-off, title).
    expect(html).toContain('Body 150 words (letter 171)');
    expect(html).not.toContain('Words:');
  });

  test('with hints the 180–200 guide judges the body, not the whole letter', () => {
    const html = render({ exam: 'OETNurses', task: oetLetter, value: letter, guidance: true });
    expect(html).toContain('Outside the guide of 180–200 words');
    const inside = letter.replace(words(150), words(190));
    const fine = render({ exam: 'OETDoctors', task: oetLetter, value: inside, guidance: true });
    expect(fine).toContain('Body 190 words (letter 211)');
    expect(fine).not.toContain('Outside the guide');
  });
});

test('the editing buttons are those the exam shows, and none on a read-only answer', () => {
  const pte = render({ exam: 'PTE', task: pteSummary, tools: ['cut', 'copy', 'paste'] });
  for (const label of ['Cut', 'Copy', 'Paste']) expect(pte).toContain(`>${label}</button>`);
  expect(pte).not.toContain('>Undo</button>');
  const readOnly = renderToStaticMarkup(<AnswerBox value="" readOnly onChange={() => undefined} tools={['cut']} />);
  expect(readOnly).not.toContain('>Cut</button>');
});
