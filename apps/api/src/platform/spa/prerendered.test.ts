import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerenderedFileName, prerenderedReader, withPrerenderedBody } from './prerendered';

describe('prerendered pages', () => {
  it('names files after the path', () => {
    expect(prerenderedFileName('/')).toBe('index.html');
    expect(prerenderedFileName('/blog/ai-transforming-msps')).toBe('blog__ai-transforming-msps.html');
  });

  it('reads a page that was prerendered, and nothing for other or unsafe paths', async () => {
    const root = mkdtempSync(join(tmpdir(), 'sw-prerendered-'));
    mkdirSync(join(root, 'prerendered'));
    writeFileSync(join(root, 'prerendered', 'about.html'), '<h1>About us</h1>');
    const read = prerenderedReader(root);
    expect(await read('/about')).toBe('<h1>About us</h1>');
    expect(await read('/contact')).toBeNull();
    expect(await read('/../secret')).toBeNull();
    expect(await read('/About')).toBeNull();
  });

  it('fills the empty root element only', () => {
    const html = '<body><div id="root"></div><script src="/a.js"></script></body>';
    expect(withPrerenderedBody(html, '<h1>Hi $& $1</h1>')).toBe(
      '<body><div id="root"><h1>Hi $& $1</h1></div><script src="/a.js"></script></body>',
    );
    expect(withPrerenderedBody(html, null)).toBe(html);
  });
});
