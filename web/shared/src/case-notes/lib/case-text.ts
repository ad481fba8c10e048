// Case notes are written the way clinicians write them: CAPITALISED headings, 'Label: value' lines, '- ' bullets and
// dated entries followed by bullets. This turns such text into blocks the case-notes panel can lay out.

export type CaseLine = { label?: string; text: string };

export type CaseBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'lines'; lines: CaseLine[] }
  | { kind: 'list'; items: CaseLine[] };

const bullet = /^\s*[-•*]\s+/;

function isCapitalHeading(line: string): boolean {
  const letters = line.replace(/[^A-Za-z]/g, '');
  return letters.length >= 3 && letters === letters.toUpperCase() && line.trim().length <= 60;
}

/** 'Plan: FBC, iron studies' -> label 'Plan', text 'FBC, iron studies'; a plain line keeps its text. */
export function splitLabel(line: string): CaseLine {
  const match = /^([A-Z][A-Za-z0-9 ()'/&.-]{0,29}):\s+(\S.*)$/.exec(line.trim());
  return match?.[1] && match[2] ? { label: match[1], text: match[2] } : { text: line.trim() };
}

/** The blocks of a case-notes text, in order. */
export function parseCaseText(value: string): CaseBlock[] {
  const blocks: CaseBlock[] = [];
  for (const paragraph of value.split(/\n\s*\n/)) {
    const lines = paragraph.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    let rest = lines;
    const [first, ...others] = lines;
    // A capitalised line, or a line that introduces a run of bullets, heads its paragraph.
    if (
      first !== undefined &&
      !bullet.test(first) &&
      (isCapitalHeading(first) || (others.length > 0 && others.every((line) => bullet.test(line))))
    ) {
      blocks.push({ kind: 'heading', text: first.trim().replace(/:$/, '') });
      rest = others;
    }
    for (const line of rest) {
      const isBullet = bullet.test(line);
      const entry = splitLabel(line.replace(bullet, ''));
      const last = blocks.at(-1);
      if (isBullet) {
        if (last?.kind === 'list') last.items.push(entry);
        else blocks.push({ kind: 'list', items: [entry] });
      } else if (last?.kind === 'lines') {
        last.lines.push(entry);
      } else {
        blocks.push({ kind: 'lines', lines: [entry] });
      }
    }
  }
  return blocks;
}
