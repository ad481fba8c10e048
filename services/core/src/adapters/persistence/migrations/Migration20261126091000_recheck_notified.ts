import { Migration } from '@mikro-orm/migrations';

export class Migration20261126091000_recheck_notified extends Migration {
  override name = 'Migration20261126091000_recheck_notified';

  override up(): void | Promise<void> {
    // When the candidate was mailed that the recheck is released: set once, so the mail goes out once.
    this.addSql(`alter table "rewrites" add "recheck_notified_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "rewrites" drop column "recheck_notified_at";`);
  }
}
