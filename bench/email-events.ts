// Provider email events (docs/decisions/0055-email-provider-events.md): a provider webhook p95 ≤ 20 ms, with the
// email log holding 100,000 sent emails. The real server (prebuilt, its own embedded database) with Postmark,
// SES (through a local SNS stand-in on the outbound allow-list) and SendGrid configured; each provider posts
// 1,000 new events (20 senders × 5 req/s × 10 s, after a warm-up of all three), every one a first: appended, its email moved
// on, one in twenty a hard bounce that suppresses the address. Bodies are signed before the clock starts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  basicAuth,
  createSendgridKeys,
  createSnsSigningCertificate,
  POSTMARK_TEST_CREDENTIALS,
  sendgridEvent,
  sesEvent,
  sesNotification,
  signSnsEnvelope,
  startSnsFake,
  TEST_TOPIC_ARN,
} from '../apps/api/src/testing/email-provider-fakes';
import { connectBenchDatabase, percentile, startServer } from './lib';

const EMAIL_LOGS = 100_000;
const SENDERS = 20;
const RATE_PER_SENDER = 5;
const DURATION_S = 10;
const WARM_UP_S = 2;
const BOUNCE_EVERY = 20;

interface Prepared {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface EmailEventsBenchResult {
  emailLogs: number;
  requestsPerProvider: number;
  postmarkP95: number;
  sesP95: number;
  sendgridP95: number;
  postmarkP50: number;
  sesP50: number;
  sendgridP50: number;
  /** One sender, back to back: the service time, with the machine's other load as it is. */
  serviceP50: Record<'postmark' | 'ses' | 'sendgrid', number>;
  /** A one-row write's commit on the same database, back to back: what the disk's flush costs right now. */
  commitP50: number;
  commitP95: number;
  non200: number;
  suppressed: number;
}

/** Back to back on one connection: the latencies. */
async function serial(url: string, requests: Prepared[]) {
  const times: number[] = [];
  for (const request of requests) {
    const t = performance.now();
    const response = await fetch(`${url}${request.path}`, {
      method: 'POST',
      headers: { ...request.headers, 'x-forwarded-for': '198.51.100.200' },
      body: request.body,
    });
    await response.arrayBuffer();
    times.push(performance.now() - t);
  }
  return times;
}

/** The requests at SENDERS × RATE_PER_SENDER a second, each sender from its own forwarded address; the latencies. */
async function run(url: string, requests: Prepared[]) {
  const times: number[] = [];
  let failures = 0;
  const perSender = Math.ceil(requests.length / SENDERS);
  await Promise.all(
    Array.from({ length: SENDERS }, async (_, sender) => {
      await new Promise((r) => setTimeout(r, Math.round((sender * 1000) / SENDERS / RATE_PER_SENDER)));
      const mine = requests.slice(sender * perSender, (sender + 1) * perSender);
      const started = performance.now();
      for (const [i, request] of mine.entries()) {
        const due = started + (i * 1000) / RATE_PER_SENDER;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const t = performance.now();
        const response = await fetch(`${url}${request.path}`, {
          method: 'POST',
          headers: { ...request.headers, 'x-forwarded-for': `198.51.100.${sender + 1}` },
          body: request.body,
        });
        await response.arrayBuffer();
        times.push(performance.now() - t);
        if (response.status !== 200) failures += 1;
      }
    }),
  );
  return { times, failures };
}

export async function benchEmailEvents(): Promise<EmailEventsBenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'scopewright-bench-email-events-'));
  const cert = createSnsSigningCertificate();
  const sns = await startSnsFake(cert.certPem);
  const sendgrid = createSendgridKeys();
  const server = await startServer({
    DATA_DIR: dataDir,
    DEMO_PASSWORD: 'Bench-demo-pass-1',
    TRUST_PROXY: 'on',
    POSTMARK_WEBHOOK_USER: POSTMARK_TEST_CREDENTIALS.user,
    POSTMARK_WEBHOOK_PASSWORD: POSTMARK_TEST_CREDENTIALS.password,
    SES_SNS_TOPIC_ARNS: TEST_TOPIC_ARN,
    OUTBOUND_ALLOW_LIST: sns.host,
    SENDGRID_WEBHOOK_PUBLIC_KEY: sendgrid.publicKeyBase64,
  });
  const db = connectBenchDatabase(dataDir);
  try {
    await db.connect();
    await db.query(
      `insert into email_logs (id, tenant_id, status, transport, template_name, recipient_email, subject, sent_at,
         provider_message_id)
       select gen_random_uuid(), t.ids[1 + g % array_length(t.ids, 1)], 'sent', 'smtp', 'user_invitation',
         'bench-' || g || '@client.example', 'Bench email ' || g, now() - g * interval '1 minute', 'bench-msg-' || g
       from generate_series(1, $1::int) g, (select array_agg(id) as ids from tenants) t`,
      [EMAIL_LOGS],
    );
    // Settled before the clock starts: the table vacuumed and analysed (no autovacuum mid-run), the bulk insert
    // checkpointed (its page writes would slow every commit's flush), the server's start-up work given time to end.
    await db.query('vacuum analyze email_logs');
    await db.query('checkpoint');
    await new Promise((r) => setTimeout(r, 5_000));

    const perProvider = SENDERS * RATE_PER_SENDER * DURATION_S;
    const warmUp = SENDERS * RATE_PER_SENDER * WARM_UP_S;
    let next = 0;
    const pick = () => {
      next += 1;
      return { n: next, messageId: `bench-msg-${1 + ((next * 7919) % EMAIL_LOGS)}` };
    };
    const postmark = (): Prepared => {
      const { n, messageId } = pick();
      const at = new Date(Date.now() + n).toISOString();
      const body =
        n % BOUNCE_EVERY === 0
          ? {
              RecordType: 'Bounce',
              ID: n,
              Type: 'HardBounce',
              TypeCode: 1,
              MessageID: messageId,
              Email: `bounce-${n}@client.example`,
              BouncedAt: at,
              Description: 'Unknown user',
            }
          : {
              RecordType: n % 2 ? 'Delivery' : 'Open',
              MessageID: messageId,
              Recipient: `r-${n}@client.example`,
              DeliveredAt: at,
              ReceivedAt: at,
              FirstOpen: true,
            };
      return {
        path: '/api/email-events/postmark',
        headers: {
          'content-type': 'application/json',
          authorization: basicAuth(POSTMARK_TEST_CREDENTIALS.user, POSTMARK_TEST_CREDENTIALS.password),
        },
        body: JSON.stringify(body),
      };
    };
    const ses = (): Prepared => {
      const { n, messageId } = pick();
      const event =
        n % BOUNCE_EVERY === 0
          ? sesEvent('Bounce', messageId, {
              bounceType: 'Permanent',
              bouncedRecipients: [{ emailAddress: `bounce-${n}@client.example` }],
            })
          : sesEvent(n % 2 ? 'Delivery' : 'Open', messageId);
      return {
        path: '/api/email-events/ses',
        headers: { 'content-type': 'text/plain; charset=UTF-8' },
        body: JSON.stringify(signSnsEnvelope(sesNotification(event, sns.certUrl), cert.keyPem)),
      };
    };
    const sendgridBatch = (): Prepared => {
      const { n, messageId } = pick();
      const event =
        n % BOUNCE_EVERY === 0
          ? sendgridEvent('bounce', messageId, { email: `bounce-${n}@client.example`, type: 'bounce' })
          : sendgridEvent(n % 2 ? 'delivered' : 'open', messageId);
      const body = JSON.stringify([event]);
      return {
        path: '/api/email-events/sendgrid',
        headers: { 'content-type': 'application/json', ...sendgrid.sign(body) },
        body,
      };
    };

    const results: Record<string, number[]> = {};
    const service: Record<string, number[]> = {};
    let non200 = 0;
    const providers = [
      ['postmark', postmark],
      ['ses', ses],
      ['sendgrid', sendgridBatch],
    ] as const;
    for (const [, make] of providers) non200 += (await run(server.url, Array.from({ length: warmUp }, make))).failures;
    for (const [name, make] of providers) {
      const measured = await run(server.url, Array.from({ length: perProvider }, make));
      non200 += measured.failures;
      results[name] = measured.times;
      service[name] = await serial(server.url, Array.from({ length: 200 }, make));
    }
    const commits: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const t = performance.now();
      await db.query(`insert into rate_limits (id, key, count, last_request) values (gen_random_uuid(), $1, 1, 0)`, [
        `bench-commit|${i}`,
      ]);
      commits.push(performance.now() - t);
    }
    const { rows } = await db.query<{ count: string }>(
      `select count(*) from email_suppressions where email like 'bounce-%@client.example'`,
    );
    const p = (name: string, q: number) => percentile(results[name]!, q);
    return {
      emailLogs: EMAIL_LOGS,
      requestsPerProvider: perProvider,
      postmarkP95: p('postmark', 95),
      sesP95: p('ses', 95),
      sendgridP95: p('sendgrid', 95),
      postmarkP50: p('postmark', 50),
      sesP50: p('ses', 50),
      sendgridP50: p('sendgrid', 50),
      serviceP50: {
        postmark: percentile(service.postmark!, 50),
        ses: percentile(service.ses!, 50),
        sendgrid: percentile(service.sendgrid!, 50),
      },
      commitP50: percentile(commits, 50),
      commitP95: percentile(commits, 95),
      non200,
      suppressed: Number(rows[0]?.count ?? 0),
    };
  } finally {
    await db.end().catch(() => undefined);
    await server.stop();
    await sns.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const EMAIL_EVENTS_ROWS = (r: EmailEventsBenchResult): [string, number, string, number][] => {
  const load = `${r.emailLogs.toLocaleString('en')} email logs, ${SENDERS} senders × ${RATE_PER_SENDER} req/s`;
  return [
    [`email events: Postmark webhook p95 (${load})`, r.postmarkP95, 'ms', 20],
    [`email events: SES (SNS-signed) webhook p95 (${load})`, r.sesP95, 'ms', 20],
    [`email events: SendGrid (ECDSA-signed) webhook p95 (${load})`, r.sendgridP95, 'ms', 20],
    ['email events: Postmark webhook p50', r.postmarkP50, 'ms', Infinity],
    ['email events: SES webhook p50', r.sesP50, 'ms', Infinity],
    ['email events: SendGrid webhook p50', r.sendgridP50, 'ms', Infinity],
    ['email events: Postmark webhook p50, 1 sender back to back (service time)', r.serviceP50.postmark, 'ms', Infinity],
    ['email events: SES webhook p50, 1 sender back to back', r.serviceP50.ses, 'ms', Infinity],
    ['email events: SendGrid webhook p50, 1 sender back to back', r.serviceP50.sendgrid, 'ms', Infinity],
    ['reference: a one-row write and its commit on the same database p50', r.commitP50, 'ms', Infinity],
    ['reference: a one-row write and its commit on the same database p95', r.commitP95, 'ms', Infinity],
    ['email events: answers other than 200', r.non200, 'requests', 0],
  ];
};
