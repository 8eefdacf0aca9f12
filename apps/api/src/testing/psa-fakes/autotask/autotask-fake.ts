import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ENTITIES } from './autotask-fake-entities';
import { authGuard, faultGuard, threadGuard } from './autotask-fake-guards';
import { runNextPage, runQuery } from './autotask-fake-query';
import { createRecord, updateRecord } from './autotask-fake-records';
import { createAutotaskFakeState, type AutotaskFakeOptions, type AutotaskFakeState } from './autotask-fake-state';
import { findRow } from './autotask-fake-validate';

const BASE = '/atservicesrest/V1.0';

/**
 * An in-memory Autotask REST API: zone lookup, header authentication, JSON-filter queries paged by
 * `nextPageUrl`, picklists from entityInformation/fields, creates answering `{itemId}`, PATCH on the collection,
 * children under their parent's URL, and validation refused as HTTP 500 `{"errors":[…]}`.
 */
export function createAutotaskFake(options: AutotaskFakeOptions = {}): { app: Hono; state: AutotaskFakeState } {
  const state = createAutotaskFakeState(options);
  const app = new Hono();

  app.use('*', faultGuard(state));
  app.get(`${BASE}/ZoneInformation`, (c) => {
    const user = c.req.query('user') ?? '';
    if (user.toLowerCase() !== state.credentials.username.toLowerCase()) {
      return c.json({ errors: ['Zone information could not be determined for this user.'] }, 500);
    }
    const origin = originOf(c);
    return c.json({ ZoneName: state.zoneName, Url: `${origin}/atservicesrest/`, WebUrl: `${origin}/`, CI: 1 });
  });
  app.use(`${BASE}/*`, authGuard(state), threadGuard(state));

  app.post(`${BASE}/:entity/query`, async (c) => {
    const result = runQuery(state, c.req.param('entity'), await readJson(c), originOf(c));
    return c.json(result.body, result.status);
  });
  app.on(['GET', 'POST'], `${BASE}/:entity/query/next`, (c) => {
    const { paging, search } = c.req.query();
    const result = runNextPage(state, c.req.param('entity'), paging, search, originOf(c));
    return c.json(result.body, result.status);
  });
  app.get(`${BASE}/:entity/entityInformation/fields`, (c) => {
    const entity = c.req.param('entity');
    const spec = ENTITIES[entity];
    if (!spec) return c.json({ errors: [`No endpoint named ${entity}.`] }, 404);
    return c.json({ fields: spec.fields.map((name) => describeField(state, entity, name)) });
  });
  app.get(`${BASE}/:entity/:id{[0-9]+}`, (c) => {
    const entity = c.req.param('entity');
    if (!ENTITIES[entity]) return c.json({ errors: [`No endpoint named ${entity}.`] }, 404);
    return c.json({ item: findRow(state, entity, c.req.param('id')) ?? null });
  });
  app.post(`${BASE}/:entity`, async (c) => {
    const result = createRecord(state, { entity: c.req.param('entity') }, await readJson(c));
    return c.json(result.body, result.status as ContentfulStatusCode);
  });
  app.patch(`${BASE}/:entity`, async (c) => {
    const result = updateRecord(state, { entity: c.req.param('entity') }, await readJson(c));
    return c.json(result.body, result.status as ContentfulStatusCode);
  });
  app.post(`${BASE}/:parent/:parentId{[0-9]+}/:child`, async (c) => {
    const result = createRecord(state, c.req.param(), await readJson(c));
    return c.json(result.body, result.status as ContentfulStatusCode);
  });
  app.patch(`${BASE}/:parent/:parentId{[0-9]+}/:child`, async (c) => {
    const result = updateRecord(state, c.req.param(), await readJson(c));
    return c.json(result.body, result.status as ContentfulStatusCode);
  });
  return { app, state };
}

function describeField(state: AutotaskFakeState, entity: string, name: string) {
  const spec = ENTITIES[entity]!;
  const picklist = state.picklists[entity]?.[name];
  const reference = spec.references?.[name];
  return {
    name,
    dataType: picklist || name === 'id' || name.endsWith('ID') ? 'integer' : 'string',
    length: spec.lengths?.[name] ?? 0,
    isRequired: spec.required.includes(name),
    isReadOnly: name === 'id',
    isQueryable: true,
    isReference: Boolean(reference),
    referenceEntityType: reference ?? '',
    isPickList: Boolean(picklist),
    picklistValues: picklist ? picklist.map((entry) => ({ ...entry, parentValue: '', isSystem: false })) : null,
    picklistParentValueField: '',
    isSupportedWebhookField: false,
  };
}

async function readJson(c: Context): Promise<Record<string, unknown>> {
  try {
    return (await c.req.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function originOf(c: Context): string {
  return new URL(c.req.url).origin;
}
