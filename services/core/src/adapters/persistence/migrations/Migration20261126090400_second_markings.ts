import { Migration } from '@mikro-orm/migrations';

export class Migration20261126090400_second_markings extends Migration {
  override name = 'Migration20261126090400_second_markings';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "second_markings" ("attempt_id" varchar(255) not null, "sampled_at" timestamptz not null, "claimed_by" varchar(255) null, "claimed_at" timestamptz null, "claim_touched_at" timestamptz null, "tutor_id" varchar(255) null, "criterion_scores" jsonb not null, "overall" jsonb null, "note" text not null, "published_at" timestamptz null, "updated_at" timestamptz not null, "version" int not null default 1, primary key ("attempt_id"));`,
    );
    this.addSql(`create index "second_markings_published_at_index" on "second_markings" ("published_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "second_markings" cascade;`);
  }
}
