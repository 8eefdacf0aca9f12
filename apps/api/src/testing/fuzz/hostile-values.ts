import fc from 'fast-check';

/** Strings that broke, or could break, something between HTTP and PostgreSQL. */
const STRING_CORPUS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\udc00\ud800y',
  '\u202eevil\u202c',
  '\u200f\u200e',
  '\ufeff',
  '😀',
  '👨‍👩‍👧‍👦',
  'e\u0301',
  '\r\n\t\v\f\b',
  '\u001b[31m',
  '\u2028\u2029',
  '%00',
  '%',
  '%ED%A0%80',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  'true',
  'null',
  '__proto__',
  'constructor',
  'prototype',
  '../../etc/passwd',
  "'; drop table quotes; --",
  '\\',
  '<script>alert(1)</script>',
  '{{user}}',
  '2027-13-45',
  '0000-00-00',
  '2027-02-29',
  '2026-12-31T25:61:61Z',
  '9999-12-31',
  '-000001-01-01',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'https://evil.example/',
  '//evil.example',
  'a@b',
  'ANYTHING@EXAMPLE.COM',
];

/** Any UTF-16 code unit, so lone surrogates and control characters come up as often as letters. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));
const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((unit) => String.fromCharCode(unit));
const bidiOrEmoji = fc.constantFrom('\u202e', '\u200f', '\u061c', '\u2066', '😀', '🏳️‍🌈', '\u{10ffff}', 'ß', 'İ');

/** Turns a valid string into a hostile one: one bad character inside, or a hostile string instead. */
export const spoilString: fc.Arbitrary<(value: string) => string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom('\u0000', '\ud800', '\udfff', '\u202e', '\u0007', '😀', '\r\n', '%00'), fc.nat())
      .map(
        ([bad, at]) =>
          (value: string) =>
            value.slice(0, at % (value.length + 1)) + bad + value.slice(at % (value.length + 1)),
      ),
  },
  { weight: 1, arbitrary: fc.constant((value: string) => value.repeat(Math.ceil(20_000 / Math.max(value.length, 1)))) },
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...STRING_CORPUS) },
  { weight: 2, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: controlCharacter, minLength: 1, maxLength: 6 }) },
  { weight: 1, arbitrary: fc.string({ unit: bidiOrEmoji, minLength: 1, maxLength: 6 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'x'.repeat(n)) },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** `depth` nested arrays or objects: exercises recursive code and the depth limit. */
export const deeplyNested = (depth: number, asObject: boolean): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i += 1) value = asObject ? { a: value } : [value];
  return value;
};

/** A parsed JSON object carrying prototype keys as own properties (what JSON.parse makes of them). */
export const prototypeKeys = (base: unknown): unknown => {
  const injected = JSON.parse(
    '{"__proto__":{"isAdmin":true,"role":"super_admin"},"constructor":{"prototype":{"x":1}}}',
  );
  return base !== null && typeof base === 'object' && !Array.isArray(base) ? { ...base, ...injected } : injected;
};

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': '' }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.integer({ min: 20, max: 1_000 }), fc.boolean()).map(([d, o]) => deeplyNested(d, o)),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 50_000 }).map((n) => Array.from({ length: n }, () => 0)) },
  { weight: 1, arbitrary: fc.constant(null).map(() => prototypeKeys({})) },
);

/** Bodies that are not the JSON they claim to be. */
export const rawBodyText = fc.oneof(
  fc.constantFrom('', ' ', '{', '{"a":', 'null', '[]', '"x"', '1e999999', '\ufeff{}', '{"a":1,"a":2}', 'undefined'),
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 1_000, max: 50_000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
  fc.string({ unit: anyCodeUnit, maxLength: 40 }),
);

/** encodeURIComponent that also writes lone surrogates (as their 3-byte WTF-8 form) instead of throwing. */
export function encodeLoose(value: string): string {
  let out = '';
  for (const char of value) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}
