import { describe, expect, it } from 'vitest';
import { redactGraphqlSource, redactSql } from './redacting-exporter.ts';

describe('what traces keep of a statement', () => {
  it('keeps the SQL but not its quoted values, quotes inside them included', () => {
    expect(redactSql("select * from profiles p where p.user_id = 'uid-1' and note = 'it''s mine' limit 1")).toBe(
      'select * from profiles p where p.user_id = ? and note = ? limit 1',
    );
    expect(redactSql('select 1 where id = $1')).toBe('select 1 where id = $1');
  });

  it('keeps the GraphQL operation but not its inline strings', () => {
    expect(redactGraphqlSource('mutation { saveDraft(text: "My \\"essay\\"", notes: """long\ntext""") { id } }')).toBe(
      'mutation { saveDraft(text: "?", notes: "?") { id } }',
    );
  });
});
