import { Migration } from '@mikro-orm/migrations';

export class Migration20261126090200_evaluation_versions extends Migration {
  override name = 'Migration20261126090200_evaluation_versions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "evaluation_versions" ("id" varchar(255) not null, "evaluation_id" varchar(255) not null, "attempt_id" varchar(255) not null, "number" int not null, "published_by" varchar(255) not null, "published_at" timestamptz not null, "overall" jsonb null, "criterion_scores" jsonb not null, "strengths" jsonb not null, "weaknesses" jsonb not null, "areas_of_improvement" jsonb not null, "feedback" text not null, "revised_answer" text not null, "comments" jsonb not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "evaluation_versions" add constraint "evaluation_versions_evaluation_id_number_unique" unique ("evaluation_id", "number");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "evaluation_versions" cascade;`);
  }
}
