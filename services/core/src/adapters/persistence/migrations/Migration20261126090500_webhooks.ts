import { Migration } from '@mikro-orm/migrations';

export class Migration20261126090500_webhooks extends Migration {
  override name = 'Migration20261126090500_webhooks';

  override up(): void | Promise<void> {
    // The signing secret is sealed (AES-256-GCM), not hashed: the relay needs it to sign.
    this.addSql(
      `create table "webhook_endpoints" ("id" varchar(255) not null, "url" text not null, "events" text[] not null, "description" varchar(200) not null, "secret_hint" varchar(32) not null, "sealed_secret" text not null, "created_by" varchar(255) not null, "created_at" timestamptz not null, "disabled_at" timestamptz null, primary key ("id"));`,
    );
    // One row per event and endpoint: the outbox (status pending) and the delivery log (the rest).
    this.addSql(
      `create table "webhook_deliveries" ("id" varchar(255) not null, "endpoint_id" varchar(255) not null, "event_id" varchar(255) not null, "event_type" varchar(40) not null, "body" text not null, "status" text not null default 'pending', "tries" int not null default 0, "last_status_code" int null, "last_error" text null, "created_at" timestamptz not null, "next_attempt_at" timestamptz not null, "retry_until" timestamptz not null, "delivered_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_status_check" check ("status" in ('pending', 'delivered', 'failed'));`,
    );
    this.addSql(`create index "webhook_deliveries_created_at_index" on "webhook_deliveries" ("created_at");`);
    this.addSql(
      `create index "webhook_deliveries_status_next_attempt_at_index" on "webhook_deliveries" ("status", "next_attempt_at");`,
    );
    this.addSql(
      `create index "webhook_deliveries_endpoint_id_created_at_index" on "webhook_deliveries" ("endpoint_id", "created_at");`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_event_id_endpoint_id_unique" unique ("event_id", "endpoint_id");`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoints" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
    this.addSql(`drop table if exists "webhook_endpoints" cascade;`);
  }
}
