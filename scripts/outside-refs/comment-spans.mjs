// Finds the comments of a source file without a parser: a small lexer that skips strings, template literals and
// regular expressions. Quoted strings end at a line break, so JSX text with an apostrophe costs at most its line.

const REGEX_AFTER = new Set(['', ...'(,=:[!&|?{};+-*%<>~^']);
const REGEX_AFTER_WORDS = /\b(return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await)$/;

function skipQuoted(text, i, quote) {
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === quote || text[j] === '\n') return j + 1;
  }
  return text.length;
}

function skipRegex(text, i) {
  let inClass = false;
  for (let j = i + 1; j < text.length; j++) {
    const c = text[j];
    if (c === '\\') j++;
    else if (c === '\n') return j;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) return j + 1;
  }
  return text.length;
}

/** Comment spans `{ start, end }` of JavaScript, TypeScript or JSX; adjacent `//` lines form one span. */
function scriptSpans(text) {
  const spans = [];
  const braces = []; // 'code' or 'template' for every open `{` / `${`
  let last = '';
  let i = 0;
  const inTemplate = () => {
    for (; i < text.length; i++) {
      if (text[i] === '\\') i++;
      else if (text[i] === '`') return void (i += 1);
      else if (text[i] === '$' && text[i + 1] === '{') {
        braces.push('template');
        i += 2;
        return;
      }
    }
  };
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      addSpan(spans, text, i, end === -1 ? text.length : end, true);
      i = end === -1 ? text.length : end;
    } else if (c === '/' && next === '*') {
      const close = text.indexOf('*/', i + 2);
      const end = close === -1 ? text.length : close + 2;
      addSpan(spans, text, i, end, false);
      i = end;
    } else if (c === "'" || c === '"') {
      i = skipQuoted(text, i, c);
      last = 'x';
    } else if (c === '`') {
      i += 1;
      inTemplate();
      last = 'x';
    } else if (c === '/' && text[i - 1] !== '<' && (REGEX_AFTER.has(last) || REGEX_AFTER_WORDS.test(last))) {
      i = skipRegex(text, i);
      last = 'x';
    } else if (c === '{') {
      braces.push('code');
      last = c;
      i++;
    } else if (c === '}') {
      last = c;
      i++;
      if (braces.pop() === 'template') {
        inTemplate();
        last = 'x';
      }
    } else {
      if (/\w/.test(c)) last = /\w/.test(text[i - 1] ?? '') ? last + c : c;
      else if (!/\s/.test(c)) last = c;
      i++;
    }
  }
  return spans;
}

/** Merges a whole-line `//` comment into the whole-line one just above it. */
function addSpan(spans, text, start, end, isLine) {
  const previous = spans.at(-1);
  const ownLine = /(^|\n)[ \t]*$/.test(text.slice(0, start));
  if (isLine && ownLine && previous?.ownLine && /^\n[ \t]*$/.test(text.slice(previous.end, start))) previous.end = end;
  else spans.push({ start, end, isLine, ownLine });
}

/** CSS has only block comments; SQL adds `--` line comments and its own quoting. */
function blockAndLineSpans(text, lineMarker, quotes) {
  const spans = [];
  let i = 0;
  while (i < text.length) {
    if (text.startsWith('/*', i)) {
      const close = text.indexOf('*/', i + 2);
      const end = close === -1 ? text.length : close + 2;
      addSpan(spans, text, i, end, false);
      i = end;
    } else if (lineMarker && text.startsWith(lineMarker, i)) {
      const end = text.indexOf('\n', i) === -1 ? text.length : text.indexOf('\n', i);
      addSpan(spans, text, i, end, true);
      i = end;
    } else if (quotes.includes(text[i])) {
      const close = text.indexOf(text[i], i + 1);
      i = close === -1 ? text.length : close + 1;
    } else i++;
  }
  return spans;
}

export function commentSpans(text, file) {
  if (file.endsWith('.css')) return blockAndLineSpans(text, null, `'"`);
  if (file.endsWith('.sql')) return blockAndLineSpans(text, '--', `'"`);
  return scriptSpans(text);
}
