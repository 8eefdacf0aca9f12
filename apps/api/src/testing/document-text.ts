import { unzipSync, strFromU8 } from 'fflate';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, in reading order (pdfjs in Node: no pdftotext needed). */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: string[]; text: string }> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
  }
  await pdf.destroy();
  return { pages, text: pages.join('\n') };
}

/** word/document.xml of a DOCX (a zip), with the XML tags removed and entities decoded. */
export function docxText(bytes: Uint8Array): { xml: string; text: string } {
  const files = unzipSync(new Uint8Array(bytes));
  const entry = files['word/document.xml'];
  if (!entry) throw new Error('docx without word/document.xml');
  const xml = strFromU8(entry);
  const text = xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
  return { xml, text };
}
