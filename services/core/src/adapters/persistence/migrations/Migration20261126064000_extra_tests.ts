import { Migration } from '@mikro-orm/migrations';

export class Migration20261126064000_extra_tests extends Migration {
  override name = 'Migration20261126064000_extra_tests';

  override up(): void | Promise<void> {
    this.addSql(`alter table "profiles" add "extra_tests" int not null default 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "profiles" drop column "extra_tests";`);
  }
}
