import { Migration } from '@mikro-orm/migrations';

export class Migration20261126063031_claim_changes extends Migration {
  override name = 'Migration20261126063031_claim_changes';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "claim_changes" ("id" varchar(255) not null, "attempt_id" varchar(255) not null, "actor_id" varchar(255) not null, "from_tutor_id" varchar(255) null, "to_tutor_id" varchar(255) not null, "reason" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "claim_changes_created_at_index" on "claim_changes" ("created_at");`);
    this.addSql(
      `create index "claim_changes_attempt_id_created_at_index" on "claim_changes" ("attempt_id", "created_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "claim_changes" cascade;`);
  }
}
