import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from './config.ts';

// docs/configuration.md documents every setting of the environment schema (config.ts and the *-settings.ts shapes it
// spreads in) in its tables, one row each, the setting's name in backticks in the first column. A setting added to
// the schema without a row, or a row naming a setting the schema does not read, fails here.
const page = readFileSync(new URL('../../../../docs/configuration.md', import.meta.url), 'utf8');

/** The names in the first column of every Markdown table row of the page, in order. */
function documentedSettings(markdown: string): string[] {
  const names: string[] = [];
  for (const line of markdown.split('\n')) {
    if (!line.trimStart().startsWith('|')) continue;
    const firstCell = line.trim().slice(1).split('|')[0]?.trim() ?? '';
    const name = /^`([A-Za-z0-9_]+)`$/.exec(firstCell)?.[1];
    if (name) names.push(name);
  }
  return names;
}

describe('docs/configuration.md', () => {
  const schemaSettings = Object.keys(envSchema.shape).sort();
  const documented = documentedSettings(page);

  it('has a table row for every setting of the environment schema', () => {
    const missing = schemaSettings.filter((name) => !documented.includes(name));
    expect(missing, 'settings of the schema missing from docs/configuration.md').toEqual([]);
  });

  it('names in its tables only settings the schema reads', () => {
    const unknown = documented.filter((name) => !schemaSettings.includes(name));
    expect(unknown, 'settings in docs/configuration.md that the schema does not read').toEqual([]);
  });

  it('documents each setting once', () => {
    const repeated = documented.filter((name, index) => documented.indexOf(name) !== index);
    expect(repeated).toEqual([]);
  });
});
