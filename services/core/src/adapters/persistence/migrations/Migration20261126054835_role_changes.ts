import { Migration } from '@mikro-orm/migrations';

export class Migration20261126054835_role_changes extends Migration {
  override name = 'Migration20261126054835_role_changes';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "role_changes" ("id" varchar(255) not null, "actor_id" varchar(255) null, "actor_email" varchar(255) not null, "subject_id" varchar(255) not null, "subject_email" varchar(255) not null, "from_role" text not null, "to_role" text not null, "reason" text null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "role_changes_created_at_index" on "role_changes" ("created_at");`);
    this.addSql(
      `create index "role_changes_subject_id_created_at_index" on "role_changes" ("subject_id", "created_at");`,
    );

    this.addSql(
      `alter table "role_changes" add constraint "role_changes_from_role_check" check ("from_role" in ('candidate', 'tutor', 'admin'));`,
    );
    this.addSql(
      `alter table "role_changes" add constraint "role_changes_to_role_check" check ("to_role" in ('candidate', 'tutor', 'admin'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "role_changes" cascade;`);
  }
}
