import fc from 'fast-check';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- walking JSON Schema from the OpenAPI document
export type JsonSchema = Record<string, any>;

export interface SchemaContext {
  /** components.schemas of the document, for `$ref`. */
  components: Record<string, JsonSchema>;
  /** Ids that exist (seeded), offered for uuid fields beside random ones. */
  ids: readonly string[];
}

const MAX_DEPTH = 6;

const resolve = (schema: JsonSchema, ctx: SchemaContext): JsonSchema => {
  let current = schema;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 10; hops += 1) {
    current = ctx.components[current.$ref.replace('#/components/schemas/', '')] ?? {};
  }
  return current;
};

const WORDS = ['Contoso', 'Dental', 'firewall', 'refresh', 'for', '40', 'users', 'Ann', 'Lee', 'Toronto', 'M365'];

/** Values a person would type for a field of this name, so that the rest of a body passes its rules. */
const BY_NAME: [RegExp, string][] = [
  [/email/i, 'fuzz@fuzz-msp.example'],
  [/domain/i, 'fuzz-msp.example'],
  [/password/i, 'Fuzz-Password-2026!'],
  [/url|website/i, 'https://example.com/'],
  [/phone/i, '+1 555 0100'],
  [/colou?r/i, '#336699'],
  [/currency/i, 'USD'],
  [/date|until|^from$|^to$/i, '2026-12-31'],
];

const words = (min: number, max: number) =>
  fc
    .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 6 })
    .map((list) => list.join(' ').padEnd(min, 'x').slice(0, Math.max(max, min)));

function stringFor(schema: JsonSchema, ctx: SchemaContext, key: string): fc.Arbitrary<string> {
  const min = Math.min(schema.minLength ?? 0, 64);
  const max = Math.max(min, Math.min(schema.maxLength ?? 40, 64));
  switch (schema.format) {
    case 'uuid':
      return ctx.ids.length > 0 ? fc.oneof(fc.constantFrom(...ctx.ids), fc.uuid()) : fc.uuid();
    case 'email':
      return fc.constantFrom('fuzz@example.com', 'owner@fuzz-msp.example', 'UPPER@EXAMPLE.ORG');
    case 'date':
      return fc.constantFrom('2026-12-31', '2027-01-15');
    case 'date-time':
      return fc.constant('2026-12-31T12:00:00.000Z');
    case 'uri':
    case 'url':
      return fc.constantFrom('https://example.com/', 'http://127.0.0.1:1/');
  }
  const byName = BY_NAME.find(([name]) => name.test(key))?.[1];
  if (byName !== undefined && byName.length >= min && byName.length <= (schema.maxLength ?? Infinity)) {
    return fc.constant(byName);
  }
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= Math.max(max, 200));
    } catch {
      // An ECMAScript-incompatible pattern: fall through to plain text.
    }
  }
  return words(min, max);
}

/** A value that mostly satisfies `schema`: the starting point that mutations then break in one place. */
export function plausibleValue(raw: JsonSchema, ctx: SchemaContext, depth = 0, key = ''): fc.Arbitrary<unknown> {
  const schema = resolve(raw, ctx);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choices?.length) return fc.oneof(...choices.map((choice) => plausibleValue(choice, ctx, depth, key)));
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) return plausibleValue(schema.allOf[0], ctx, depth, key);
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => plausibleValue({ ...schema, type }, ctx, depth, key)));
  switch (types[0]) {
    case 'string':
      return stringFor(schema, ctx, key);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 100_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 100_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth >= MAX_DEPTH || !schema.items) return fc.constant([]);
      const minLength = Math.min(schema.minItems ?? 0, 3);
      return fc.array(plausibleValue(schema.items, ctx, depth + 1, key), {
        minLength,
        maxLength: Math.max(minLength, 3),
      });
    }
    case 'object':
    case undefined: {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      if (Object.keys(properties).length === 0) {
        return types[0] === 'object'
          ? fc.dictionary(fc.string({ maxLength: 8 }), fc.string(), { maxKeys: 3 })
          : fc.jsonValue({ maxDepth: 2 });
      }
      if (depth >= MAX_DEPTH) return fc.constant({});
      const record = Object.fromEntries(
        Object.entries(properties).map(([name, child]) => [name, plausibleValue(child, ctx, depth + 1, name)]),
      );
      return fc.record(record, { requiredKeys: (schema.required ?? []) as string[] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Every path to a value inside a JSON value (objects and arrays), root excluded. */
function pathsOf(root: unknown): (string | number)[][] {
  const paths: (string | number)[][] = [];
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0 && paths.length < 500) {
    const { value, path } = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      const childPath = [...path, Array.isArray(value) ? Number(key) : key];
      paths.push(childPath);
      stack.push({ value: child, path: childPath });
    }
  }
  return paths;
}

/** Applies `change` to the `pick`-th string inside `root` (or to the root itself when it holds no string). */
export function changeString(root: unknown, pick: number, change: (value: string) => unknown): unknown {
  const paths = pathsOf(root).filter((path) => typeof valueAt(root, path) === 'string');
  if (paths.length === 0) return typeof root === 'string' ? change(root) : root;
  const path = paths[pick % paths.length]!;
  return setAt(root, path, change(valueAt(root, path) as string));
}

const valueAt = (root: unknown, path: (string | number)[]) =>
  path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], root);

function setAt(root: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path[path.length - 1]!] = replacement;
  return copy;
}

/** Replaces the value at the `pick`-th path of `root` (or root itself when it has none) with `replacement`. */
export function replaceAt(root: unknown, pick: number, replacement: unknown): unknown {
  const paths = pathsOf(root);
  if (paths.length === 0) return replacement;
  return setAt(root, paths[pick % paths.length]!, replacement);
}
