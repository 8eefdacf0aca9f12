/** Words, numbers ("1,200", "2.5") and punctuation of folded text, with offsets into it. */
export interface Lexeme {
  text: string;
  kind: 'word' | 'number' | 'punct';
  start: number;
  end: number;
}

const LEXEME = /\d+(?:,\d{3})+(?!\d)|\d+(?:\.\d+)?|[a-z]+|[^\sa-z0-9]/g;

export function lexText(folded: string): Lexeme[] {
  return [...folded.matchAll(LEXEME)].map((match) => {
    const text = match[0];
    const kind = /^\d/.test(text) ? 'number' : /^[a-z]/.test(text) ? 'word' : 'punct';
    return { text, kind, start: match.index, end: match.index + text.length };
  });
}
