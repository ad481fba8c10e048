import { Migration } from '@mikro-orm/migrations';

export class Migration20261128140000_first_reads extends Migration {
  override name = 'Migration20261128140000_first_reads';

  override async up(): Promise<void> {
    // One automatic first read per submitted attempt, owed from the submit's transaction and filled in by a job.
    this.addSql(`create table "first_reads" (
      "attempt_id" varchar(255) not null,
      "exam" text check ("exam" in ('OETNurses', 'OETDoctors', 'IELTSAcademic', 'IELTSGeneral', 'PTE', 'TOFEL')) not null,
      "dialect" text check ("dialect" in ('american', 'british')) not null,
      "status" text check ("status" in ('pending', 'ready', 'unavailable')) not null default 'pending',
      "tries" int not null default 0,
      "next_attempt_at" timestamptz not null,
      "flags" jsonb not null,
      "last_error" text null,
      "created_at" timestamptz not null,
      "checked_at" timestamptz null,
      constraint "first_reads_pkey" primary key ("attempt_id"),
      constraint "first_reads_attempt_id_foreign" foreign key ("attempt_id") references "attempts" ("id") on delete cascade
    );`);
    this.addSql(
      `create index "first_reads_status_next_attempt_at_index" on "first_reads" ("status", "next_attempt_at");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "first_reads" cascade;`);
  }
}
