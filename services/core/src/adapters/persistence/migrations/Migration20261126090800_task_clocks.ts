import { Migration } from '@mikro-orm/migrations';

/** Per-task clocks (PTE, TOEFL): each task's start and end, beside the attempt's own clock; [] for a shared clock. */
export class Migration20261126090800_task_clocks extends Migration {
  override name = 'Migration20261126090800_task_clocks';

  override up(): void | Promise<void> {
    this.addSql(`alter table "attempts" add "task_clocks" jsonb not null default '[]';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "attempts" drop column "task_clocks";`);
  }
}
