import { Migration } from '@mikro-orm/migrations';

export class Migration20261125214610_initial extends Migration {
  override name = 'Migration20261125214610_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "attempts" ("id" varchar(255) not null, "user_id" varchar(255) not null, "mock_test_id" varchar(255) not null, "exam" text not null, "status" text not null, "answers" jsonb not null, "started_at" timestamptz not null, "ends_at" timestamptz not null, "submitted_at" timestamptz null, "timed_out" boolean not null, "seconds_taken" int null, "deadline_at" timestamptz null, "deadline_handled_at" timestamptz null, "overdue" boolean not null, "claimed_by" varchar(255) null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "attempts_status_index" on "attempts" ("status");`);
    this.addSql(`create index "attempts_deadline_at_index" on "attempts" ("deadline_at");`);
    this.addSql(
      `alter table "attempts" add constraint "attempts_user_id_mock_test_id_unique" unique ("user_id", "mock_test_id");`,
    );
    this.addSql(
      `alter table "attempts" add constraint "attempts_exam_check" check ("exam" in ('OETNurses', 'OETDoctors', 'IELTSAcademic', 'IELTSGeneral', 'PTE', 'TOFEL'));`,
    );
    this.addSql(
      `alter table "attempts" add constraint "attempts_status_check" check ("status" in ('NotAttempted', 'InProgress', 'Submitted', 'EvaluationDone', 'TimedOut'));`,
    );

    this.addSql(
      `create table "evaluations" ("id" varchar(255) not null, "attempt_id" varchar(255) not null, "tutor_id" varchar(255) not null, "rubric_version" varchar(255) not null, "criterion_scores" jsonb not null, "overall" jsonb null, "strengths" jsonb not null, "weaknesses" jsonb not null, "areas_of_improvement" jsonb not null, "feedback" text not null, "revised_answer" text not null, "published_at" timestamptz null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "evaluations" add constraint "evaluations_attempt_id_unique" unique ("attempt_id");`);

    this.addSql(
      `create table "mock_tests" ("id" varchar(255) not null, "exam" text not null, "sequence" int not null, "title" text not null, "type" varchar(255) not null, "rubric_version" varchar(255) not null, "tasks" jsonb not null, primary key ("id"));`,
    );
    this.addSql(`create index "mock_tests_exam_sequence_index" on "mock_tests" ("exam", "sequence");`);
    this.addSql(
      `alter table "mock_tests" add constraint "mock_tests_exam_check" check ("exam" in ('OETNurses', 'OETDoctors', 'IELTSAcademic', 'IELTSGeneral', 'PTE', 'TOFEL'));`,
    );

    this.addSql(
      `create table "outbox_mail" ("id" varchar(255) not null, "to" varchar(255) not null, "subject" text not null, "text" text not null, "created_at" timestamptz not null, "sent_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "outbox_mail_created_at_index" on "outbox_mail" ("created_at");`);

    this.addSql(
      `create table "profiles" ("id" varchar(255) not null, "user_id" varchar(255) not null, "email" varchar(255) not null, "full_name" text not null, "photo_url" text null, "email_verified" boolean not null, "provider" text not null, "role" text not null, "selected_exam" text not null, "country" varchar(255) null, "education" text not null, "destination" text not null, "target_score" jsonb not null, "plan" text null, "is_subscribed" boolean not null, "purchased_at" timestamptz null, "expires_at" timestamptz null, "exam_names" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "profiles" add constraint "profiles_user_id_unique" unique ("user_id");`);
    this.addSql(`create index "profiles_email_index" on "profiles" ("email");`);
    this.addSql(
      `alter table "profiles" add constraint "profiles_provider_check" check ("provider" in ('Google', 'Facebook', 'Custom'));`,
    );
    this.addSql(
      `alter table "profiles" add constraint "profiles_role_check" check ("role" in ('candidate', 'tutor', 'admin'));`,
    );
    this.addSql(
      `alter table "profiles" add constraint "profiles_selected_exam_check" check ("selected_exam" in ('OETNurses', 'OETDoctors', 'IELTSAcademic', 'IELTSGeneral', 'PTE', 'TOFEL'));`,
    );
    this.addSql(
      `alter table "profiles" add constraint "profiles_education_check" check ("education" in ('PE', 'SE', 'VQ', 'BD', 'MD', 'DH', 'OT'));`,
    );
    this.addSql(
      `alter table "profiles" add constraint "profiles_plan_check" check ("plan" in ('bronze', 'silver', 'gold'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "outbox_mail" cascade;`);
    this.addSql(`drop table if exists "evaluations" cascade;`);
    this.addSql(`drop table if exists "attempts" cascade;`);
    this.addSql(`drop table if exists "mock_tests" cascade;`);
    this.addSql(`drop table if exists "profiles" cascade;`);
  }
}
