import { Migration } from '@mikro-orm/migrations';

export class Migration20261126090300_deadline_escalations extends Migration {
  override name = 'Migration20261126090300_deadline_escalations';

  override up(): void | Promise<void> {
    // One row per answer whose tutors were alerted: the primary key makes the alert once-only.
    this.addSql(
      `create table "deadline_escalations" ("attempt_id" varchar(255) not null, "escalated_at" timestamptz not null, primary key ("attempt_id"));`,
    );
    this.addSql(`alter table "profiles" add "escalation_mails" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "profiles" drop column "escalation_mails";`);
    this.addSql(`drop table if exists "deadline_escalations";`);
  }
}
