import { Migration } from '@mikro-orm/migrations';

export class Migration20261128090000_target_scores extends Migration {
  override name = 'Migration20261128090000_target_scores';

  override up(): void | Promise<void> {
    // Desired scores are kept per exam. The one target a profile held so far was written for the exam it prepares for
    // now, so it moves there as it is; a value off that exam's scale reads as unset (profile.entity.ts).
    this.addSql(`alter table "profiles" add column "target_scores" jsonb not null default '{}';`);
    this.addSql(
      `update "profiles" set "target_scores" = jsonb_build_object("selected_exam", "target_score") where jsonb_typeof("target_score") = 'object';`,
    );
    this.addSql(`alter table "profiles" alter column "target_scores" drop default;`);
    this.addSql(`alter table "profiles" drop column "target_score";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "profiles" add column "target_score" jsonb null;`);
    this.addSql(
      `update "profiles" set "target_score" = coalesce("target_scores" -> "selected_exam", '{"reading":"","writing":"","listening":"","speaking":""}'::jsonb);`,
    );
    this.addSql(`alter table "profiles" alter column "target_score" set not null;`);
    this.addSql(`alter table "profiles" drop column "target_scores";`);
  }
}
