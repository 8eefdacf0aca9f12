import { deflateSync } from 'node:zlib';
import { branding, withPlatform } from '@scopewright/db';
import { BRANDING_COPY as COPY, LOGO_MAX_BYTES, type BrandingSettings } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeImage } from '../../testing/test-images';
import { expectJson, quoteSuite, workspace, type ErrorJson, type Member } from '../../testing/quote-harness';

const s = quoteSuite();
const LOGO = '/api/settings/branding/logo';

const upload = (who: Member, bytes: Buffer) => s.call(who, 'POST', LOGO, { image: bytes.toString('base64') });
const stored = async (tenantId: string) =>
  (
    await withPlatform({ db: s.h.owner.db }, (tx) => tx.select().from(branding).where(eq(branding.tenantId, tenantId)))
  )[0];

function crc32(buf: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buf) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
const chunk = (type: string, data: Buffer) => {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  typed.copy(out, 4);
  out.writeUInt32BE(crc32(typed), 8 + data.length);
  return out;
};
/** A tiny file whose header claims 50000 × 50000 pixels: 7.5 GB once decoded. */
function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header[8] = 8;
  header[9] = 2;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(4096))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST/GET/DELETE /api/settings/branding/logo: happy path', () => {
  it('re-encodes a JPEG to a PNG that fits 800 × 400, serves it with a fixed type and nosniff, and removes it', async () => {
    const ws = await workspace(s.h);
    const saved = await expectJson<BrandingSettings>(await upload(ws.admin, await makeImage('jpeg', 1600, 400)), 200);
    expect(saved).toMatchObject({ logoUrl: `${LOGO}?v=1`, logoWidth: 800, logoHeight: 200 });

    const served = await s.call(ws.user, 'GET', saved.logoUrl!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const png = Buffer.from(await served.arrayBuffer());
    expect((await sharp(png).metadata()).format).toBe('png');

    const again = await expectJson<BrandingSettings>(await upload(ws.admin, await makeImage('webp', 100, 100)), 200);
    expect(again.logoUrl).toBe(`${LOGO}?v=2`);

    const removed = await expectJson<BrandingSettings>(await s.call(ws.admin, 'DELETE', LOGO), 200);
    expect(removed).toMatchObject({ logoUrl: null, logoWidth: null, logoHeight: null });
    expect((await s.call(ws.admin, 'GET', LOGO)).status).toBe(404);
    expect((await stored(ws.tenant.id))?.logo).toBeNull();
  });

  it('strips EXIF: the camera tags of the upload are gone from the stored PNG', async () => {
    const ws = await workspace(s.h);
    await expectJson(await upload(ws.admin, await makeImage('jpeg', 300, 100, { withExif: true })), 200);
    const row = await stored(ws.tenant.id);
    expect(row?.logo?.includes('secret-exif-canary')).toBe(false);
    expect((await sharp(row!.logo!).metadata()).exif).toBeUndefined();
  });

  it('drops bytes trailing a PNG', async () => {
    const ws = await workspace(s.h);
    const trailing = Buffer.concat([await makeImage('png', 40, 20), Buffer.from('<script>trailing-canary</script>')]);
    await expectJson(await upload(ws.admin, trailing), 200);
    expect((await stored(ws.tenant.id))?.logo?.includes('trailing-canary')).toBe(false);
  });

  it("another workspace never sees this workspace's logo", async () => {
    const [a, b] = [await workspace(s.h), await workspace(s.h)];
    await expectJson(await upload(a.admin, await makeImage('png', 10, 10)), 200);
    expect((await s.call(b.admin, 'GET', `${LOGO}?v=1`)).status).toBe(404);
  });
});

describe('POST /api/settings/branding/logo: the hostile-file corpus', () => {
  const svg = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
  const cases: [string, () => Promise<Buffer> | Buffer, string][] = [
    ['not an image (text)', () => Buffer.from('hello, this is not an image'), COPY.logoUnsupportedType],
    ['an SVG', () => Buffer.from(svg), COPY.logoSvg],
    ['a GIF', () => Buffer.from('GIF89a\x01\x00\x01\x00'), COPY.logoUnsupportedType],
    [
      'a PNG signature before JPEG data',
      async () => Buffer.concat([pngBomb().subarray(0, 8), await makeImage('jpeg', 8, 8)]),
      COPY.logoUnreadable,
    ],
    ['a 50000 × 50000 PNG header', () => pngBomb(), COPY.logoTooManyPixels],
    ['wider than 4000 pixels', () => makeImage('png', 4001, 10), COPY.logoTooManyPixels],
    [
      'larger than 2 MB',
      async () => Buffer.concat([await makeImage('png', 8, 8), Buffer.alloc(LOGO_MAX_BYTES)]),
      COPY.logoTooLarge,
    ],
  ];

  it.each(cases)('%s → 422 with a precise message, nothing stored', async (_name, make, message) => {
    const ws = await workspace(s.h);
    const error = await expectJson<ErrorJson>(await upload(ws.admin, await make()), 422);
    expect(error.error.message).toBe(message);
    expect(error.error.details).toEqual([{ path: 'image', message }]);
    expect(await stored(ws.tenant.id)).toBeUndefined();
  });

  it('a 20 MB body → 413 before it is parsed', async () => {
    const ws = await workspace(s.h);
    const response = await upload(ws.admin, Buffer.alloc(20 * 1024 * 1024, 1));
    expect(response.status).toBe(413);
    expect(await stored(ws.tenant.id)).toBeUndefined();
  });

  it('not base64 → 422 unreadable', async () => {
    const ws = await workspace(s.h);
    const error = await expectJson<ErrorJson>(await s.call(ws.admin, 'POST', LOGO, { image: '@@not base64@@' }), 422);
    expect(error.error.message).toBe(COPY.logoUnreadable);
  });
});
