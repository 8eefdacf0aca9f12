import { connectOwner } from '../connection/connect-database';
import { seedDatabase } from '../seed/seed-database';
import { wantsDemo, withCliDatabase } from './with-cli-database';

await withCliDatabase(async (context) => {
  const database = connectOwner(context.url);
  try {
    await seedDatabase(database, { demo: wantsDemo(context), log: context.log });
  } finally {
    await database.close();
  }
});
