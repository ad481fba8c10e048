import { Migration } from '@mikro-orm/migrations';

export class Migration20261128181942_queue_order_index extends Migration {
  override name = 'Migration20261128181942_queue_order_index';

  override up(): void | Promise<void> {
    // The evaluation queue's order over waiting answers only: a page is read from the index, not sorted from every
    // waiting answer, and the queue's count scans this index alone.
    this.addSql(
      `create index if not exists "attempts_queue_order_index" on "attempts" ("deadline_at" asc nulls last, "submitted_at" asc, "id" asc) where "status" = 'Submitted';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "attempts_queue_order_index";`);
  }
}
