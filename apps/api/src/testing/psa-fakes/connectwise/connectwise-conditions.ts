type Value = string | number | boolean | null;
type Predicate = (row: object) => boolean;

const TOKEN =
  /\s*(?:(\()|(\))|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|\[([^\]]*)\]|(!=|<=|>=|=|<|>)|(-?\d+(?:\.\d+)?)(?![\w/])|([A-Za-z_][\w/.]*))/y;

type Token = { kind: 'open' | 'close' | 'op' | 'word'; text: string } | { kind: 'value'; value: Value };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    if (/^\s*$/.test(source.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(source);
    if (!match) throw new Error(`Unexpected text at ${at}: ${source.slice(at, at + 20)}`);
    const [, open, close, dq, sq, date, op, num, word] = match;
    if (open) tokens.push({ kind: 'open', text: open });
    else if (close) tokens.push({ kind: 'close', text: close });
    else if (dq !== undefined || sq !== undefined) {
      tokens.push({ kind: 'value', value: (dq ?? sq ?? '').replace(/\\(.)/g, '$1') });
    } else if (date !== undefined) tokens.push({ kind: 'value', value: date });
    else if (op) tokens.push({ kind: 'op', text: op });
    else if (num) tokens.push({ kind: 'value', value: Number(num) });
    else if (word) tokens.push({ kind: 'word', text: word });
  }
  return tokens;
}

/** Reads `company/id` from a row, field names case-insensitively. */
export function readField(row: object, path: string): unknown {
  let current: unknown = row;
  for (const part of path.split('/')) {
    if (!current || typeof current !== 'object') return undefined;
    const record = current as Record<string, unknown>;
    const key = Object.keys(record).find((name) => name.toLowerCase() === part.toLowerCase());
    current = key === undefined ? undefined : record[key];
  }
  return current;
}

function compare(actual: unknown, op: string, expected: Value): boolean {
  const left = typeof actual === 'string' ? actual.toLowerCase() : (actual ?? null);
  const right = typeof expected === 'string' ? expected.toLowerCase() : expected;
  if (op === 'like' || op === 'not like') {
    const pattern = new RegExp(
      `^${String(right)
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/%/g, '.*')}$`,
      'i',
    );
    const hit = typeof left === 'string' && pattern.test(left);
    return op === 'like' ? hit : !hit;
  }
  if (op === '=') return left === right || (right === false && left === null);
  if (op === '!=') return left !== right;
  if (left === null || right === null) return false;
  const [a, b] = [left as string | number | boolean, right];
  if (op === '<') return a < b;
  if (op === '>') return a > b;
  if (op === '<=') return a <= b;
  return a >= b;
}

/** Parses the subset of CW `conditions` we use: comparisons, like, and/or, parentheses. Throws on bad syntax. */
export function parseConditions(source: string): Predicate {
  const tokens = tokenize(source);
  let index = 0;
  const peekWord = () => {
    const token = tokens[index];
    return token?.kind === 'word' ? token.text.toLowerCase() : null;
  };
  const comparison = (): Predicate => {
    const token = tokens[index++];
    if (token?.kind === 'open') {
      const inner = disjunction();
      if (tokens[index++]?.kind !== 'close') throw new Error('Missing )');
      return inner;
    }
    if (token?.kind !== 'word') throw new Error('Expected a field name');
    let op: string;
    if (peekWord() === 'like') {
      op = 'like';
      index += 1;
    } else if (peekWord() === 'not' && (tokens[index + 1] as { text?: string })?.text?.toLowerCase() === 'like') {
      op = 'not like';
      index += 2;
    } else {
      const opToken = tokens[index++];
      if (opToken?.kind !== 'op') throw new Error(`Expected an operator after ${token.text}`);
      op = opToken.text;
    }
    const valueToken = tokens[index++];
    let value: Value;
    if (valueToken?.kind === 'value') value = valueToken.value;
    else if (valueToken?.kind === 'word' && /^(true|false|null)$/i.test(valueToken.text)) {
      value = valueToken.text.toLowerCase() === 'null' ? null : valueToken.text.toLowerCase() === 'true';
    } else throw new Error(`Expected a value for ${token.text}`);
    return (row) => compare(readField(row, token.text), op, value);
  };
  const conjunction = (): Predicate => {
    const parts = [comparison()];
    while (peekWord() === 'and') {
      index += 1;
      parts.push(comparison());
    }
    return (row) => parts.every((part) => part(row));
  };
  const disjunction = (): Predicate => {
    const parts = [conjunction()];
    while (peekWord() === 'or') {
      index += 1;
      parts.push(conjunction());
    }
    return (row) => parts.some((part) => part(row));
  };
  const predicate = disjunction();
  if (index < tokens.length) throw new Error('Unexpected text after the conditions');
  return predicate;
}
