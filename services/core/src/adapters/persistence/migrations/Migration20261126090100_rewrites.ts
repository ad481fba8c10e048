import { Migration } from '@mikro-orm/migrations';

export class Migration20261126090100_rewrites extends Migration {
  override name = 'Migration20261126090100_rewrites';

  override up(): void | Promise<void> {
    // One rewrite per evaluated attempt: the unique key decides between two starts at once.
    this.addSql(
      `create table "rewrites" ("id" varchar(255) not null, "original_attempt_id" varchar(255) not null, "user_id" varchar(255) not null, "mock_test_id" varchar(255) not null, "exam" varchar(255) not null, "answers" jsonb not null, "started_at" timestamptz not null, "ends_at" timestamptz not null, "submitted_at" timestamptz null, "timed_out" boolean not null default false, "deadline_at" timestamptz null, "checks" jsonb not null, "rechecked_by" varchar(255) null, "rechecked_at" timestamptz null, "updated_at" timestamptz not null, "version" int not null default 1, constraint "rewrites_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "rewrites" add constraint "rewrites_original_attempt_id_unique" unique ("original_attempt_id");`,
    );
    this.addSql(`create index "rewrites_user_id_index" on "rewrites" ("user_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rewrites" cascade;`);
  }
}
