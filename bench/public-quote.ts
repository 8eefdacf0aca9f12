import { sampleDocumentContent } from '../packages/domain/src/documents/quote-document.fixture';

/**
 * A real client quote page to measure (docs/decisions/0020-quote-sending-and-reminders.md). Signs in as the demo admin, creates the 50-line sample quote and
 * sends it as a link; returns the page's path (/q/{token}). Needs a server started with DEMO_PASSWORD.
 */
export async function createSharedQuotePath(baseUrl: string, password: string): Promise<string> {
  const headers = { 'Content-Type': 'application/json', Origin: baseUrl, 'X-Forwarded-For': '10.78.0.1' };
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'admin@demo-msp.test', password }),
  });
  if (!signIn.ok) throw new Error(`public quote bench: sign-in → ${signIn.status}`);
  const cookie = signIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const post = async <T>(path: string, body: unknown, expected: number): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { ...headers, Cookie: cookie },
      body: JSON.stringify(body),
    });
    if (response.status !== expected) throw new Error(`public quote bench: ${path} → ${response.status}`);
    return (await response.json()) as T;
  };
  const client = await post<{ id: string }>('/api/clients', { name: 'Harbor Dental Group (bench)' }, 201);
  const quote = await post<{ id: string; version: { lockVersion: number } }>(
    '/api/quotes',
    { clientId: client.id, title: 'Clinic modernisation', content: sampleDocumentContent() },
    201,
  );
  const sent = await post<{ share: { url: string } }>(
    `/api/quotes/${quote.id}/send`,
    { lockVersion: quote.version.lockVersion },
    200,
  );
  return new URL(sent.share.url).pathname;
}
