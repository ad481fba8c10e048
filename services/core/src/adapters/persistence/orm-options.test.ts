import { describe, expect, it } from 'vitest';
import { buildOrmOptions } from './orm-options.ts';

describe('ORM options', () => {
  it('cap the PostgreSQL pool at the configured size, and leave pg its default otherwise', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/mocktest_test';
    expect(buildOrmOptions({ databaseUrl: url, dataDir: '', poolSize: 25 }).pool).toEqual({ max: 25 });
    expect(buildOrmOptions({ databaseUrl: url, dataDir: '' }).pool).toBeUndefined();
  });
});
