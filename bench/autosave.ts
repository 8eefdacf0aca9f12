// Autosave budget: a one-line change on a 500-line quote saves in ≤ 50 ms p50 (PATCH /api/quotes/{id}/draft,
// docs/decisions/0039-autosave-patches.md); the whole-document PUT is measured alongside, alternating, for reference.
import type { QuoteContent, QuoteDetail } from '@scopewright/domain';
import { contentWithLines, signIn } from './quotes';

const SAVES = 50;

export interface AutosaveResult {
  patchP50: number;
  patchP95: number;
  putP50: number;
  putP95: number;
  patchBytes: number;
  putBytes: number;
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

export async function benchAutosave(url: string, password: string): Promise<AutosaveResult> {
  const cookie = await signIn(url, 'admin@demo-msp.test', password);
  const headers = { cookie, Origin: url, 'Content-Type': 'application/json' };
  const call = async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`autosave bench: ${method} ${path} → ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const { items } = await call<{ items: { client: { id: string } }[] }>('GET', '/api/quotes?limit=1');
  const clientId = items[0]!.client.id;
  const { id } = await call<{ id: string }>('POST', '/api/quotes', {
    clientId,
    title: 'Bench 500-line autosave',
    content: contentWithLines(500),
  });
  const detail = await call<QuoteDetail>('GET', `/api/quotes/${id}`);
  const content: QuoteContent = detail.version.content;
  const section = content.sections[10]!;
  const line = section.lines[12]!;
  let lockVersion = detail.version.lockVersion;

  const patchMs: number[] = [];
  const putMs: number[] = [];
  let patchBytes = 0;
  let putBytes = 0;
  // Alternating saves, so both paths see the same machine load.
  for (let i = 0; i < SAVES; i += 1) {
    line.quantity = 2 + (i % 7);
    const patch = { lockVersion, lines: [{ sectionId: section.id, line }] };
    patchBytes = JSON.stringify(patch).length;
    let started = performance.now();
    lockVersion = (await call<{ lockVersion: number }>('PATCH', `/api/quotes/${id}/draft`, patch)).lockVersion;
    patchMs.push(performance.now() - started);

    line.quantity = 1 + (i % 5);
    const whole = {
      lockVersion,
      title: detail.title,
      clientId,
      contactId: detail.contactId,
      validUntil: detail.validUntil,
      currency: detail.currency,
      content,
    };
    putBytes = JSON.stringify(whole).length;
    started = performance.now();
    lockVersion = (await call<{ lockVersion: number }>('PUT', `/api/quotes/${id}/draft`, whole)).lockVersion;
    putMs.push(performance.now() - started);
  }
  return {
    patchP50: percentile(patchMs, 50),
    patchP95: percentile(patchMs, 95),
    putP50: percentile(putMs, 50),
    putP95: percentile(putMs, 95),
    patchBytes,
    putBytes,
  };
}
