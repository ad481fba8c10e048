import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { promoteSnapshot, restoreSnapshot } from './auth-emulator-snapshot.ts';

function copy(path: string, accounts: string) {
  mkdirSync(path, { recursive: true });
  writeFileSync(join(path, 'accounts.json'), accounts);
}
const accountsIn = (path: string) => readFileSync(join(path, 'accounts.json'), 'utf8');

const roots: string[] = [];
function folder() {
  const root = mkdtempSync(join(tmpdir(), 'mocktest-snapshot-'));
  roots.push(root);
  return { root, dir: join(root, 'auth-emulator') };
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('the stored accounts of the Auth emulator', () => {
  it('take a finished export in place of the previous copy', () => {
    const { root, dir } = folder();
    copy(dir, 'old accounts');
    copy(join(root, 'export-1'), 'new accounts');

    promoteSnapshot(join(root, 'export-1'), dir);

    expect(accountsIn(dir)).toBe('new accounts');
    expect(readdirSync(root)).toEqual(['auth-emulator']);
  });

  it('keep the finished export when a kill came before the current copy was moved aside', () => {
    const { dir } = folder();
    copy(dir, 'old accounts');
    copy(`${dir}.next`, 'new accounts');

    restoreSnapshot(dir);

    expect(accountsIn(dir)).toBe('new accounts');
    expect(existsSync(`${dir}.next`) || existsSync(`${dir}.old`)).toBe(false);
  });

  it('keep the finished export when a kill came between the two renames', () => {
    const { dir } = folder();
    copy(`${dir}.old`, 'old accounts');
    copy(`${dir}.next`, 'new accounts');

    restoreSnapshot(dir);

    expect(accountsIn(dir)).toBe('new accounts');
  });

  it('fall back to the previous copy when only it is left', () => {
    const { dir } = folder();
    copy(`${dir}.old`, 'old accounts');

    restoreSnapshot(dir);

    expect(accountsIn(dir)).toBe('old accounts');
  });

  it('leave a first start with nothing stored as it is', () => {
    const { root, dir } = folder();

    restoreSnapshot(dir);

    expect(readdirSync(root)).toEqual([]);
  });
});
