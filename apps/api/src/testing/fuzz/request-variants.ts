import fc from 'fast-check';
import { encodeLoose, hostileString, hostileValue, prototypeKeys, rawBodyText, spoilString } from './hostile-values';
import { changeString, plausibleValue, replaceAt, type JsonSchema, type SchemaContext } from './schema-arbitrary';

export interface FuzzOperation {
  method: string;
  /** As documented: `/api/quotes/{id}`. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema }[];
  body: JsonSchema | null;
}

export interface FuzzRequest {
  method: string;
  url: string;
  contentType: string | null;
  body: string | null;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of an OpenAPI 3.1 document with its path and query parameters and JSON body schema. */
export function listOperations(doc: JsonSchema): FuzzOperation[] {
  return Object.entries(doc.paths as Record<string, JsonSchema>).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method] as JsonSchema;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])] as JsonSchema[];
      const of = (where: string) =>
        parameters.filter((p) => p.in === where).map((p) => ({ name: p.name as string, schema: p.schema ?? {} }));
      return {
        method: method.toUpperCase(),
        path,
        pathParams: of('path'),
        queryParams: of('query'),
        body: (operation.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined) ?? null,
      };
    }),
  );
}

const RAW_PATH_VALUES = ['%00', '%ED%A0%80', '%', '..', '%2e%2e%2f', 'a%2Fb', '%C0%AF', '%FF', '%0d%0a', '+'];

function pathValue(schema: JsonSchema, ctx: SchemaContext, name: string): fc.Arbitrary<string> {
  const plausible = plausibleValue(schema, ctx, 0, name).map((v) => String(v));
  return fc.oneof(
    { weight: 4, arbitrary: plausible.map(encodeLoose) },
    { weight: 1, arbitrary: fc.tuple(plausible, spoilString).map(([v, spoil]) => encodeLoose(spoil(v))) },
    { weight: 4, arbitrary: hostileString.map(encodeLoose) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_PATH_VALUES) },
  );
}

/** Plausible values for the documented parameters, then at most one of them broken, so the break is reached. */
function queryString(op: FuzzOperation, ctx: SchemaContext): fc.Arbitrary<string> {
  const plausible = op.queryParams.map((param) =>
    fc.option(plausibleValue(param.schema, ctx, 0, param.name).map(String), { freq: 2, nil: undefined }),
  );
  const breaking = fc.oneof(
    { weight: 1, arbitrary: fc.constant(null) },
    {
      weight: 4,
      arbitrary: fc.tuple(
        fc.nat(),
        fc.oneof(
          spoilString,
          hostileString.map((bad) => () => bad),
        ),
        fc.integer({ min: 1, max: 3 }),
      ),
    },
  );
  const extraKey = fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor[prototype]', 'a[b]'));
  const extra = fc.oneof(
    { weight: 8, arbitrary: fc.constant([]) },
    {
      weight: 1,
      arbitrary: fc.tuple(extraKey, hostileString).map(([k, v]) => [`${encodeLoose(k)}=${encodeLoose(v)}`]),
    },
  );
  return fc.tuple(fc.tuple(...plausible), breaking, extra).map(([values, broken, more]) => {
    const parts = op.queryParams.map((param, i) => {
      const value = values[i];
      if (!broken || broken[0] % op.queryParams.length !== i) return value === undefined ? [] : [value];
      const bad = broken[1](value ?? '');
      return Array.from({ length: broken[2] }, () => bad);
    });
    return [
      ...op.queryParams.flatMap((param, i) => parts[i]!.map((v) => `${encodeLoose(param.name)}=${encodeLoose(v)}`)),
      ...more,
    ].join('&');
  });
}

const JSON_TYPE = 'application/json';
const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant(JSON_TYPE) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<string | null>(
      null,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/vnd.api+json',
      'application/xml',
    ),
  },
);

function bodyText(schema: JsonSchema, ctx: SchemaContext): fc.Arbitrary<string> {
  const plausible = plausibleValue(schema, ctx);
  const mutated = fc
    .tuple(plausible, fc.array(fc.tuple(fc.nat(), hostileValue), { minLength: 1, maxLength: 3 }))
    .map(([base, edits]) => edits.reduce((value, [pick, replacement]) => replaceAt(value, pick, replacement), base));
  const spoiled = fc
    .tuple(plausible, fc.nat(), spoilString)
    .map(([base, pick, spoil]) => changeString(base, pick, spoil));
  return fc.oneof(
    { weight: 2, arbitrary: plausible.map((v) => JSON.stringify(v)) },
    { weight: 6, arbitrary: spoiled.map((v) => JSON.stringify(v)) },
    { weight: 4, arbitrary: mutated.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: plausible.map((v) => JSON.stringify(prototypeKeys(v))) },
    { weight: 1, arbitrary: hostileValue.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: rawBodyText },
  );
}

/** One request for `op`: hostile or plausible path and query values, and a body in many wrong shapes. */
export function requestVariant(op: FuzzOperation, ctx: SchemaContext): fc.Arbitrary<FuzzRequest> {
  const path = fc
    .tuple(...op.pathParams.map((param) => pathValue(param.schema, ctx, param.name)))
    .map((values) => op.pathParams.reduce((p, param, i) => p.replace(`{${param.name}}`, values[i]!), op.path));
  const body: fc.Arbitrary<{ contentType: string | null; body: string | null }> =
    op.method === 'GET'
      ? fc.constant({ contentType: null, body: null })
      : fc
          .tuple(contentType, op.body ? bodyText(op.body, ctx) : fc.oneof(fc.constant(''), rawBodyText))
          .map(([type, text]) => ({ contentType: type, body: text }));
  return fc.tuple(path, queryString(op, ctx), body).map(([p, query, b]) => ({
    method: op.method,
    url: query ? `${p}?${query}` : p,
    ...b,
  }));
}
