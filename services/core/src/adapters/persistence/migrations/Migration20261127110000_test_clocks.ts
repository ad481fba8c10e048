import { Migration } from '@mikro-orm/migrations';

export class Migration20261127110000_test_clocks extends Migration {
  override name = 'Migration20261127110000_test_clocks';

  override up(): void | Promise<void> {
    // Per-account test clocks (TEST_CLOCKS platforms): in the database, so every replica and the worker apply the same
    // overrides. Plain SQL (mikro-orm-test-clock.store.ts), outside the mapped schema like deadline_escalations.
    this.addSql(
      `create table if not exists "test_clocks" ("user_id" varchar(255) not null, "evaluation_deadline_seconds" int null, "writing_seconds" int null, "second_marking" text null, "updated_at" timestamptz not null, primary key ("user_id"));`,
    );
    this.addSql(
      `alter table "test_clocks" add constraint "test_clocks_second_marking_check" check ("second_marking" in ('always', 'never'));`,
    );
    this.addSql(
      `alter table "test_clocks" add constraint "test_clocks_seconds_check" check ("evaluation_deadline_seconds" between 1 and 86400 and "writing_seconds" between 1 and 86400);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "test_clocks" cascade;`);
  }
}
