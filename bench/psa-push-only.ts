// `DATABASE_URL=postgres://… node --import tsx bench/psa-push-only.ts`: the PSA push budgets alone (bench/psa-push.ts).
import { benchPsaPush } from './psa-push';

console.log(await benchPsaPush());
process.exit(0);
