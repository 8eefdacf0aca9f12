import { Font } from '@react-pdf/renderer';

// The built-in Helvetica is WinAnsi-encoded: any other character would print as mojibake. Until a bundled
// Unicode font exists (the branding slice's font set), such characters print as "?" — readable, never garbage.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const isWinAnsi = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};

/** User text for the PDF: accents kept where WinAnsi has them, otherwise folded ("ő" → "o"), else "?". */
export function toPdfText(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/[\t\r]/g, ' ')) {
    if (char === '\n' || isWinAnsi(char)) out += char;
    else {
      const folded = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += [...folded].every(isWinAnsi) && folded !== '' ? folded : '?';
    }
  }
  return out;
}

const MAX_PART = 18;

/** Very long words (URLs, hostile input) break into parts the layout can wrap, instead of overflowing. */
export function registerPdfHyphenation(): void {
  Font.registerHyphenationCallback((word) => {
    if (word.length <= MAX_PART) return [word];
    const parts: string[] = [];
    for (let i = 0; i < word.length; i += MAX_PART) parts.push(word.slice(i, i + MAX_PART));
    return parts;
  });
}
