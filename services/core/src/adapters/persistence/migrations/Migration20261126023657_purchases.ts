import { Migration } from '@mikro-orm/migrations';

export class Migration20261126023657_purchases extends Migration {
  override name = 'Migration20261126023657_purchases';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "purchases" ("id" varchar(255) not null, "user_id" varchar(255) not null, "exam" text not null, "plan" text not null, "amount_usd" int not null, "currency" varchar(3) not null, "status" text not null, "gateway" text not null, "provider_payment_id" varchar(255) null, "receipt_number" varchar(255) null, "failure_message" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "succeeded_at" timestamptz null, "refunded_at" timestamptz null, "plan_expires_at" timestamptz null, "expiry_notice_at" timestamptz null, "version" int not null default 1, primary key ("id"));`,
    );
    this.addSql(
      `alter table "purchases" add constraint "purchases_provider_payment_id_unique" unique ("provider_payment_id");`,
    );
    this.addSql(`create index "purchases_user_id_created_at_index" on "purchases" ("user_id", "created_at");`);
    this.addSql(`create index "purchases_status_plan_expires_at_index" on "purchases" ("status", "plan_expires_at");`);

    this.addSql(
      `alter table "purchases" add constraint "purchases_exam_check" check ("exam" in ('OETNurses', 'OETDoctors', 'IELTSAcademic', 'IELTSGeneral', 'PTE', 'TOFEL'));`,
    );
    this.addSql(
      `alter table "purchases" add constraint "purchases_plan_check" check ("plan" in ('bronze', 'silver', 'gold'));`,
    );
    this.addSql(
      `alter table "purchases" add constraint "purchases_status_check" check ("status" in ('pending', 'succeeded', 'failed', 'refunded'));`,
    );
    this.addSql(
      `alter table "purchases" add constraint "purchases_gateway_check" check ("gateway" in ('stripe', 'simulated'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "purchases" cascade;`);
  }
}
