import { XMLParser, XMLValidator } from 'fast-xml-parser';

// Checks an IELTS Task 1 image the way the bank's tests need them: well-formed XML, a text alternative inside it, a
// 640-unit-wide drawing and no text smaller than 14 units (legible when a phone scales the image down).

type Node = Record<string, unknown>;

function collect(node: unknown, visit: (name: string, value: Node) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) collect(item, visit);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  for (const [name, value] of Object.entries(node as Node)) {
    if (name.startsWith('@_') || name === '#text') continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'object' && item !== null) visit(name, item as Node);
      collect(item, visit);
    }
  }
}

/** What is wrong with an SVG document; empty when it is fine. */
export function svgProblems(svg: string): string[] {
  const valid = XMLValidator.validate(svg);
  if (valid !== true) return [`not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`];
  const document = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_' }).parse(svg) as Node;
  const root = document.svg as Node | undefined;
  if (!root) return ['the root element is not <svg>'];
  const problems: string[] = [];
  if (!/^0 0 640 \d+(\.\d+)?$/.test(String(root['@_viewBox']))) problems.push('the viewBox is not 640 units wide');
  const textOf = (name: string) => {
    const value = root[name];
    return typeof value === 'string' ? value : String((value as Node | undefined)?.['#text'] ?? '');
  };
  if (!textOf('title').trim()) problems.push('no <title>');
  if (!textOf('desc').trim()) problems.push('no <desc> text alternative');
  const sizes: number[] = [];
  collect(root, (_name, node) => {
    if (node['@_font-size'] !== undefined) sizes.push(Number(node['@_font-size']));
  });
  if (sizes.length === 0) problems.push('no text');
  const small = sizes.filter((size) => !(size >= 14));
  if (small.length > 0) problems.push(`text smaller than 14 units: ${[...new Set(small)].join(', ')}`);
  return problems;
}

/** Every line of text drawn in the SVG (each <tspan>, or a <text> without one). */
export function svgTextLines(svg: string): string[] {
  const document = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_' }).parse(svg) as Node;
  const lines: string[] = [];
  collect(document, (name, node) => {
    if (name === 'tspan' || (name === 'text' && node.tspan === undefined)) lines.push(String(node['#text'] ?? ''));
  });
  return lines;
}
