import { Migration } from '@mikro-orm/migrations';

export class Migration20261127100000_simulated_payments extends Migration {
  override name = 'Migration20261127100000_simulated_payments';

  override up(): void | Promise<void> {
    // The simulated gateway's payments (embedded mode, tests), in the database so every replica knows them.
    this.addSql(
      `create table "simulated_payments" ("id" varchar(255) not null, "purchase_id" varchar(255) not null, "client_secret" varchar(255) not null, "status" text not null, "amount_cents" int not null, "amount_received_cents" int not null default 0, "currency" varchar(3) not null, "metadata" jsonb not null, "last_error_message" text null, "last_error_code" varchar(255) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "version" int not null default 1, primary key ("id"));`,
    );
    this.addSql(
      `alter table "simulated_payments" add constraint "simulated_payments_purchase_id_unique" unique ("purchase_id");`,
    );
    this.addSql(
      `alter table "simulated_payments" add constraint "simulated_payments_status_check" check ("status" in ('requires_payment_method', 'requires_action', 'succeeded'));`,
    );

    // One open (pending) purchase per buyer, exam and plan: of older duplicates only the newest stays open.
    this.addSql(
      `update "purchases" as p set "status" = 'failed', "failure_message" = 'Replaced by a newer purchase of the same plan.', "version" = p."version" + 1 where p."status" = 'pending' and exists (select 1 from "purchases" as newer where newer."status" = 'pending' and newer."user_id" = p."user_id" and newer."exam" = p."exam" and newer."plan" = p."plan" and (newer."created_at", newer."id") > (p."created_at", p."id"));`,
    );
    this.addSql(
      `create unique index "purchases_one_open_per_plan" on "purchases" ("user_id", "exam", "plan") where "status" = 'pending';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "purchases_one_open_per_plan";`);
    this.addSql(`drop table if exists "simulated_payments" cascade;`);
  }
}
