import { readdirSync, readFileSync } from 'node:fs';
import { buildSchema, isEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../domain/shared/domain-error.ts';
import { errorReasons } from '../../domain/shared/error-reasons.ts';

const reasons = Object.entries(errorReasons);

/** The SDL the server loads (register-graphql.ts reads the same folder), read here without building the app. */
function schemaText(): string {
  const folder = new URL('../../../../../schema/', import.meta.url);
  const files = readdirSync(folder).filter((name) => name.endsWith('.graphql'));
  return files.map((name) => readFileSync(new URL(name, folder), 'utf8')).join('\n');
}

// The SDL and docs/integrators.md say what the vocabulary says, entry for entry; a failure prints the lines to paste.
describe('the error reasons as integrators read them', () => {
  it('are SCREAMING_SNAKE names, each with a known code, a meaning and an action on one line', () => {
    for (const [reason, entry] of reasons) {
      expect(reason).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
      expect(errorCodes).toContain(entry.code);
      expect(entry.meaning).toMatch(/^[^\n|"]+\.$/);
      expect(entry.action).toMatch(/^[^\n|"]+\.$/);
    }
  });

  it('are the values of the SDL enum ErrorReason, described by code, meaning and action', () => {
    const type = buildSchema(schemaText()).getType('ErrorReason');
    if (!isEnumType(type)) throw new Error('The SDL has no enum ErrorReason.');

    const described = type.getValues().map((value) => `  "${value.description}"\n  ${value.name}`);
    const expected = reasons.map(
      ([reason, entry]) => `  "${entry.code}: ${entry.meaning} ${entry.action}"\n  ${reason}`,
    );
    expect(described.join('\n')).toBe(expected.join('\n'));
  });

  it('are the rows of the table in docs/integrators.md, in the same order', () => {
    const page = readFileSync(new URL('../../../../../docs/integrators.md', import.meta.url), 'utf8');
    // Cells compared trimmed: the formatter pads the columns.
    const rows = page
      .split('\n')
      .filter((line) => /^\| `[A-Z0-9_]+` +\|/.test(line))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim())
          .join(' | '),
      );
    const expected = reasons.map(
      ([reason, entry]) => `\`${reason}\` | ${entry.code} | ${entry.meaning} | ${entry.action}`,
    );
    expect(rows.join('\n')).toBe(expected.join('\n'));
  });
});
