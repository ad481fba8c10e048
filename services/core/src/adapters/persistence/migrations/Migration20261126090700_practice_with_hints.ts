import { Migration } from '@mikro-orm/migrations';

export class Migration20261126090700_practice_with_hints extends Migration {
  override name = 'Migration20261126090700_practice_with_hints';

  override up(): void | Promise<void> {
    this.addSql(`alter table "profiles" add "practice_with_hints" boolean not null default false;`);
    this.addSql(`alter table "attempts" add "with_hints" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "attempts" drop column "with_hints";`);
    this.addSql(`alter table "profiles" drop column "practice_with_hints";`);
  }
}
