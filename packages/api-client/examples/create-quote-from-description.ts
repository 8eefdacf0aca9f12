// Creates a client, has the scoping engine write a quote from a description, and sends it by email.
//   node --import tsx packages/api-client/examples/create-quote-from-description.ts http://localhost:3000 sw_live_…
import { randomUUID } from 'node:crypto';
import { createScopewrightClient } from '../src/index';

const [baseUrl = 'http://localhost:3000', apiKey = ''] = process.argv.slice(2);
const api = createScopewrightClient({ baseUrl, apiKey });

// An Idempotency-Key makes a retry of the same POST safe: a repeat returns the first answer.
const client = await api.POST('/api/v1/clients', {
  body: {
    name: 'Contoso Dental',
    contact: { firstName: 'Ann', lastName: 'Lee', email: 'ann@contoso-dental.example' },
  },
  headers: { 'Idempotency-Key': randomUUID() },
});
if (!client.data) throw new Error(client.error?.error.message ?? 'Could not create the client');

const made = await api.POST('/api/v1/quotes/from-description', {
  body: {
    clientId: client.data.id,
    description: 'Migrate 45 users from Google Workspace to Microsoft 365 and set up Intune for 30 laptops',
  },
  headers: { 'Idempotency-Key': randomUUID() },
});
if (!made.data) throw new Error(made.error?.error.message ?? 'Could not create the quote');
const { quote, scoping } = made.data;
console.log(
  `${quote.number} "${quote.title}": ${scoping.totalHours} h, ask the client: ${scoping.questions.join(' ')}`,
);

const sent = await api.POST('/api/v1/quotes/{id}/send', {
  params: { path: { id: quote.id } },
  body: { lockVersion: quote.version.lockVersion, mode: 'email', to: ['ann@contoso-dental.example'] },
});
if (!sent.data) throw new Error(sent.error?.error.message ?? 'Could not send the quote');
console.log(`Sent to ${sent.data.sentTo.join(', ')}; the client's link: ${sent.data.share.url}`);
