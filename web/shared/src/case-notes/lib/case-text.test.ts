import { describe, expect, it } from 'vitest';
import { parseCaseText } from './case-text';

describe('parseCaseText', () => {
  it('turns capitalised headings, labelled lines and bullets into blocks', () => {
    const notes =
      'PATIENT DETAILS\nName: Mrs Ada Quill\nDOB: 03/09/1950 (74 yrs)\n\n' +
      '03/03/25\n- looser stools 3-4x/day\n- Plan: FBC, iron studies\n\n' +
      'Widowed 2019. Lives alone.';
    expect(parseCaseText(notes)).toEqual([
      { kind: 'heading', text: 'PATIENT DETAILS' },
      {
        kind: 'lines',
        lines: [
          { label: 'Name', text: 'Mrs Ada Quill' },
          { label: 'DOB', text: '03/09/1950 (74 yrs)' },
        ],
      },
      { kind: 'heading', text: '03/03/25' },
      { kind: 'list', items: [{ text: 'looser stools 3-4x/day' }, { label: 'Plan', text: 'FBC, iron studies' }] },
      { kind: 'lines', lines: [{ text: 'Widowed 2019. Lives alone.' }] },
    ]);
  });

  it('labels a short lead-in, but not a colon deep inside a dated entry', () => {
    expect(parseCaseText('Pt anxious: worried about the cost of care, as she said twice today.')).toEqual([
      {
        kind: 'lines',
        lines: [{ label: 'Pt anxious', text: 'worried about the cost of care, as she said twice today.' }],
      },
    ]);
    expect(parseCaseText('14/11/24 Referred by GP. Ulcer R medial gaiter area: 3 x 2.5 cm.')).toEqual([
      { kind: 'lines', lines: [{ text: '14/11/24 Referred by GP. Ulcer R medial gaiter area: 3 x 2.5 cm.' }] },
    ]);
  });
});
