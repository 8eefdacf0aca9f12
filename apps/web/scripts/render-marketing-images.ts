// Renders the blog covers and Open Graph cards from HTML/SVG of our own design in Debian's Chromium, then
// optimises them with sharp. Run after changing a design: `node --import tsx apps/web/scripts/render-marketing-images.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { BLOG_POSTS, PRODUCT_NAME, PRODUCT_TAGLINE } from '@scopewright/domain';
import sharp from 'sharp';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../../e2e/chromium';
import { COVER_ART } from './cover-art';

const coversDir = fileURLToPath(new URL('../src/content/blog/images/', import.meta.url));
const ogDir = fileURLToPath(new URL('../public/og/', import.meta.url));
const interFont = fileURLToPath(
  new URL('../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', import.meta.url),
);

const page = (body: string, width: number, height: number) => `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url('file://${interFont}') format('woff2'); font-weight: 100 900; }
* { box-sizing: border-box; margin: 0; }
body { width: ${width}px; height: ${height}px; font-family: Inter, sans-serif; overflow: hidden;
  background: radial-gradient(ellipse at 85% 0%, rgba(127,240,224,.35), transparent 55%), linear-gradient(135deg, #0c3b52, #0f6f91 60%, #12506f); color: #0f172a; }
.grid { position: absolute; inset: 0; background-image: linear-gradient(to right, rgba(255,255,255,.07) 1px, transparent 1px), linear-gradient(to bottom, rgba(255,255,255,.07) 1px, transparent 1px); background-size: 48px 48px; }
.card { position: absolute; background: #fff; border-radius: 18px; box-shadow: 0 30px 60px rgba(2,20,35,.35); overflow: hidden; }
.muted { color: #64748b; } .ink { color: #0f6f91; } .row { display: flex; align-items: center; gap: 14px; }
.chip { display: inline-flex; align-items: center; border-radius: 999px; padding: 6px 14px; font-size: 18px; font-weight: 600; }
</style></head><body><div class="grid"></div>${body}</body></html>`;

const logo = (
  size: number,
) => `<svg width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0f7fa3"/>
<path d="M8 12V9.5A1.5 1.5 0 0 1 9.5 8H12M20 8h2.5A1.5 1.5 0 0 1 24 9.5V12M24 20v2.5a1.5 1.5 0 0 1-1.5 1.5H20M12 24H9.5A1.5 1.5 0 0 1 8 22.5V20" fill="none" stroke="#fff" stroke-opacity=".75" stroke-width="1.8" stroke-linecap="round"/>
<path d="m11 19.5 3.5-3.5 2.5 2.5 4-5" fill="none" stroke="#7ff0e0" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

const ogCard = (eyebrow: string, title: string) => `
<div style="position:absolute;inset:64px;display:flex;flex-direction:column;justify-content:space-between;color:#fff">
  <div class="row" style="gap:16px">${logo(56)}<span style="font-size:34px;font-weight:700;letter-spacing:-.02em">${PRODUCT_NAME}</span></div>
  <div><p style="font-size:24px;font-weight:600;color:#7ff0e0;text-transform:uppercase;letter-spacing:.08em">${eyebrow}</p>
  <p style="margin-top:16px;font-size:60px;line-height:1.08;font-weight:700;letter-spacing:-.03em;max-width:1000px">${title}</p></div>
  <p style="font-size:24px;color:rgba(255,255,255,.8)">${PRODUCT_TAGLINE}</p>
</div>`;

async function main() {
  mkdirSync(coversDir, { recursive: true });
  mkdirSync(ogDir, { recursive: true });
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const tab = await browser.newPage();
  const shoot = async (html: string, width: number, height: number) => {
    await tab.setViewportSize({ width, height });
    await tab.setContent(html, { waitUntil: 'load' });
    await tab.evaluate(() => document.fonts.ready);
    return tab.screenshot({ type: 'png' });
  };
  try {
    for (const post of BLOG_POSTS) {
      const art = COVER_ART[post.image];
      if (!art) throw new Error(`No cover art for ${post.image}`);
      const png = await shoot(page(art, 1280, 720), 1280, 720);
      for (const width of [640, 1280]) {
        const resized = sharp(png).resize({ width });
        writeFileSync(
          `${coversDir}${post.image}-${width}.webp`,
          await resized.clone().webp({ quality: 78 }).toBuffer(),
        );
        writeFileSync(
          `${coversDir}${post.image}-${width}.avif`,
          await resized.clone().avif({ quality: 55 }).toBuffer(),
        );
      }
      const og = await shoot(page(ogCard(post.category, post.title), 1200, 630), 1200, 630);
      writeFileSync(
        `${ogDir}${post.image}.png`,
        await sharp(og).png({ compressionLevel: 9, palette: true }).toBuffer(),
      );
      console.log(`rendered ${post.image}`);
    }
    const og = await shoot(
      page(ogCard('AI scoping and quoting', 'Describe the project. Get a priced scope in seconds.'), 1200, 630),
      1200,
      630,
    );
    writeFileSync(`${ogDir}default.png`, await sharp(og).png({ compressionLevel: 9, palette: true }).toBuffer());
    console.log('rendered default');
  } finally {
    await browser.close();
  }
}

await main();
