import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/create-test-app';

describe('OpenAPI document and reference page', () => {
  it('serves an OpenAPI 3.1 document with the health routes and the error body', async () => {
    const res = await createTestApp().app.request('http://localhost/api/openapi.json');
    expect(res.status).toBe(200);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- walking a JSON document
    const doc = (await res.json()) as Record<string, any>;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Scopewright API', version: '0.1.0' });
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/ready']));
    expect(doc.paths['/api/ready'].get.responses['503'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
    expect(doc.components.schemas.ErrorBody.properties.error.required).toEqual(
      expect.arrayContaining(['code', 'message', 'requestId']),
    );
    const details = doc.components.schemas.ErrorBody.properties.error.properties.details;
    const reasons = details.anyOf.find((schema: { type?: string }) => schema.type === 'object').properties.reason;
    expect(reasons.enum).toEqual(expect.arrayContaining(['stale', 'frozen', 'archived', 'profile-missing']));
  });

  it('serves the reference page and its local assets under a CSP without inline scripts', async () => {
    const { app } = createTestApp();
    const page = await app.request('http://localhost/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(html).not.toMatch(/https?:\/\//);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    for (const asset of ['swagger-ui-bundle.js', 'swagger-ui.css', 'initializer.js']) {
      const res = await app.request(`http://localhost/api/docs/assets/${asset}`);
      expect(res.status, asset).toBe(200);
    }
    expect((await app.request('http://localhost/api/docs/assets/package.json')).status).toBe(404);
    const v1 = await app.request('http://localhost/api/v1/docs');
    expect(v1.status).toBe(200);
    expect(await v1.text()).toContain('/api/v1/docs/assets/initializer.js');
    const v1Initializer = await app.request('http://localhost/api/v1/docs/assets/initializer.js');
    expect(await v1Initializer.text()).toContain("url: '/api/v1/openapi.json'");
    expect((await app.request('http://localhost/api/docs/assets/..%2Fpackage.json')).status).toBe(404);
  });
});
