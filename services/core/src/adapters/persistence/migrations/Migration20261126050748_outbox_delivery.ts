import { Migration } from '@mikro-orm/migrations';

export class Migration20261126050748_outbox_delivery extends Migration {
  override name = 'Migration20261126050748_outbox_delivery';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "outbox_mail" add "html" text null, add "status" text not null default 'pending', add "tries" int not null default 0, add "last_error" text null, add "send_id" varchar(255) null, add "next_attempt_at" timestamptz not null default now();`,
    );
    this.addSql(`alter table "outbox_mail" alter column "next_attempt_at" drop default;`);
    // Rows written before delivery existed were only ever meant to be read in the outbox: they are not sent now.
    this.addSql(`update "outbox_mail" set "status" = 'sent' where "sent_at" is not null;`);
    this.addSql(
      `update "outbox_mail" set "status" = 'failed', "last_error" = 'Queued before SMTP delivery existed; not sent.' where "sent_at" is null;`,
    );
    this.addSql(
      `create index "outbox_mail_status_next_attempt_at_index" on "outbox_mail" ("status", "next_attempt_at");`,
    );
    this.addSql(
      `alter table "outbox_mail" add constraint "outbox_mail_status_check" check ("status" in ('pending', 'sent', 'failed'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "outbox_mail_status_next_attempt_at_index";`);
    this.addSql(`alter table "outbox_mail" drop constraint "outbox_mail_status_check";`);
    this.addSql(
      `alter table "outbox_mail" drop column "html", drop column "status", drop column "tries", drop column "last_error", drop column "send_id", drop column "next_attempt_at";`,
    );
  }
}
