import { sql } from 'drizzle-orm';
import { check, customType, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { newId } from '../ids';

/** Binary column (validated, re-encoded images; never user bytes as uploaded). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export function idColumn() {
  return uuid().primaryKey().$defaultFn(newId);
}

export function timestamptz() {
  return timestamp({ withTimezone: true, mode: 'date' });
}

export function createdAt() {
  return timestamptz().notNull().defaultNow();
}

export function updatedAt() {
  return timestamptz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
}

export function timestamps() {
  return { createdAt: createdAt(), updatedAt: updatedAt() };
}

/** Status-like columns are `text` plus a CHECK listing the allowed values (no pgEnum: values change by migration alone). */
export function checkOneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return check(name, sql`${column} in (${sql.raw(list)})`);
}
