// `DATABASE_URL=postgres://… node --import tsx bench/lifecycle-emails-only.ts`: the lifecycle cron budget alone
// (bench/lifecycle-emails.ts).
import { benchLifecycleEmails } from './lifecycle-emails';

console.log(JSON.stringify(await benchLifecycleEmails(), null, 2));
process.exit(0);
