import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'drizzle-kit';

// drizzle-kit expects paths relative to the working directory; this works from the repo root and from packages/db.
const fromHere = (path: string) => relative(process.cwd(), fileURLToPath(new URL(path, import.meta.url))) || '.';

export default defineConfig({
  dialect: 'postgresql',
  casing: 'snake_case',
  schema: fromHere('./src/schema/index.ts'),
  out: fromHere('./migrations'),
});
