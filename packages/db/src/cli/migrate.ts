import { migrateDatabase } from '../migrate/migrate-database';
import { withCliDatabase } from './with-cli-database';

await withCliDatabase(({ url, log }) => migrateDatabase(url, log));
