import { Migration } from '@mikro-orm/migrations';

export class Migration20261128120000_recheck_scores extends Migration {
  override name = 'Migration20261128120000_recheck_scores';

  override up(): void | Promise<void> {
    // A recheck re-scores every criterion and keeps the updated overall estimate; rechecks published before have none.
    this.addSql(`alter table "rewrites" add column "criterion_scores" jsonb not null default '[]';`);
    this.addSql(`alter table "rewrites" alter column "criterion_scores" drop default;`);
    this.addSql(`alter table "rewrites" add column "overall" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "rewrites" drop column "overall";`);
    this.addSql(`alter table "rewrites" drop column "criterion_scores";`);
  }
}
