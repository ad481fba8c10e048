import { Migration } from '@mikro-orm/migrations';

export class Migration20261128020000_outbox_trace extends Migration {
  override name = 'Migration20261128020000_outbox_trace';

  override up(): void | Promise<void> {
    // The trace a mail was queued in (W3C traceparent, null when tracing is off): its send joins that trace.
    this.addSql(`alter table "outbox_mail" add column if not exists "trace_parent" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "outbox_mail" drop column if exists "trace_parent";`);
  }
}
