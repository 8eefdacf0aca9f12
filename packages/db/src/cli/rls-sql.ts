import { forceRowLevelSecuritySql } from '../schema/rls';

// Usage: node --import tsx packages/db/src/cli/rls-sql.ts <table> [...]; paste into a `drizzle-kit generate --custom` migration.
const tables = process.argv.slice(2);
if (tables.length === 0) {
  console.error('Usage: rls-sql <table> [...tables]');
  process.exit(1);
}
console.log(tables.map(forceRowLevelSecuritySql).join('\n--> statement-breakpoint\n'));
