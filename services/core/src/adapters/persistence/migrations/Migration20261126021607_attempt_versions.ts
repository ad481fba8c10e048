import { Migration } from '@mikro-orm/migrations';

export class Migration20261126021607_attempt_versions extends Migration {
  override name = 'Migration20261126021607_attempt_versions';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "attempts" add "claimed_at" timestamptz null, add "taken_over_from" varchar(255) null, add "version" int not null default 1;`,
    );
    this.addSql(`create index "attempts_ends_at_index" on "attempts" ("ends_at");`);

    this.addSql(`alter table "evaluations" add "version" int not null default 1;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "attempts_ends_at_index";`);
    this.addSql(
      `alter table "attempts" drop column "claimed_at", drop column "taken_over_from", drop column "version";`,
    );

    this.addSql(`alter table "evaluations" drop column "version";`);
  }
}
