import { Migration } from '@mikro-orm/migrations';

export class Migration20261129173129_pending_timers_index extends Migration {
  override name = 'Migration20261129173129_pending_timers_index';

  override up(): void | Promise<void> {
    // The attempts whose timer is still ahead, in id order: the reconcile pass pages through these alone. Attempts
    // released long ago, nearly all of the table in time, stay out of the index.
    this.addSql(
      `create index if not exists "attempts_pending_timers_index" on "attempts" ("id" asc) where ("status" in ('NotAttempted', 'InProgress') or ("status" = 'Submitted' and "deadline_handled_at" is null));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "attempts_pending_timers_index";`);
  }
}
