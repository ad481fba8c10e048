import { Migration } from '@mikro-orm/migrations';

export class Migration20261126062559_claim_expiry extends Migration {
  override name = 'Migration20261126062559_claim_expiry';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "attempts" add "claim_touched_at" timestamptz null, add "claim_lapsed_from" varchar(255) null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "attempts" drop column "claim_touched_at", drop column "claim_lapsed_from";`);
  }
}
