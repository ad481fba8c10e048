import { Migration } from '@mikro-orm/migrations';

export class Migration20261126055700_evaluation_comments extends Migration {
  override name = 'Migration20261126055700_evaluation_comments';

  override up(): void | Promise<void> {
    // Evaluations written before comments existed have none; the entity itself sets no default.
    this.addSql(`alter table "evaluations" add "comments" jsonb not null default '[]';`);
    this.addSql(`alter table "evaluations" alter column "comments" drop default;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "evaluations" drop column "comments";`);
  }
}
