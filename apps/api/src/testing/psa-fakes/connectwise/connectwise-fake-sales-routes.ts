import type { Context, Hono } from 'hono';
import { requireCompany } from './connectwise-fake-company-routes';
import {
  answerList,
  applyPatch,
  idParam,
  limitLength,
  notFound,
  readJsonBody,
  requireFields,
  requireOneOf,
  resolveRef,
} from './connectwise-fake-http';
import type { ConnectWiseFakeState, Row } from './connectwise-fake-state';

const FORECAST_TYPES = ['Product', 'Service', 'Agreement', 'Other1', 'Other2'];

export function mountConnectWiseSalesRoutes(api: Hono, state: ConnectWiseFakeState) {
  api.get('/sales/stages', (c) => answerList(c, state.stages));
  api.get('/sales/probabilities', (c) => answerList(c, state.probabilities));
  api.get('/sales/opportunities/statuses', (c) => answerList(c, state.opportunityStatuses));

  const opportunityOr404 = (c: Context) => {
    const row = state.opportunities.get(idParam(c));
    if (!row) throw notFound('Opportunity', c.req.param('id'));
    return row;
  };

  const checkOpportunity = (body: Record<string, unknown>): Row => {
    requireFields(body, 'opportunity', ['name', 'company']);
    limitLength(body, 'opportunity', { name: 100 });
    const defaultStatus = state.opportunityStatuses.find((status) => status.defaultFlag);
    return {
      ...body,
      id: Number(body.id),
      company: requireCompany(state, body.company, 'opportunity'),
      stage: resolveRef(body.stage, state.stages, 'opportunity', 'stage'),
      status: resolveRef(body.status ?? defaultStatus, state.opportunityStatuses, 'opportunity', 'status'),
      probability: resolveRef(body.probability, state.probabilities, 'opportunity', 'probability'),
    };
  };

  api.post('/sales/opportunities', async (c) => {
    const row = checkOpportunity({ ...(await readJsonBody(c, 'opportunity')), id: state.newId() });
    state.opportunities.set(row.id, row);
    return c.json(row, 201);
  });
  api.get('/sales/opportunities/:id', (c) => c.json(opportunityOr404(c)));
  api.patch('/sales/opportunities/:id', async (c) => {
    const current = opportunityOr404(c);
    const row = checkOpportunity(applyPatch(current, await c.req.json().catch(() => null), 'opportunity'));
    state.opportunities.set(row.id, row);
    return c.json(row);
  });
  api.delete('/sales/opportunities/:id', (c) => {
    const row = opportunityOr404(c);
    state.opportunities.delete(row.id);
    for (const item of state.forecastItems.values())
      if (item.opportunityId === row.id) state.forecastItems.delete(item.id);
    return c.body(null, 204);
  });

  const checkForecastItem = (body: Record<string, unknown>, opportunityId: number, id: number) => {
    requireFields(body, 'forecastItem', ['forecastType', 'status']);
    requireOneOf(body, 'forecastItem', 'forecastType', FORECAST_TYPES);
    limitLength(body, 'forecastItem', { forecastDescription: 50 });
    return {
      ...body,
      id,
      opportunityId,
      status: resolveRef(body.status, state.opportunityStatuses, 'forecastItem', 'status'),
      catalogItem: resolveRef(body.catalogItem, state.catalog, 'forecastItem', 'catalogItem'),
    } as Row & { opportunityId: number };
  };
  const itemsOf = (opportunityId: number) =>
    [...state.forecastItems.values()].filter((item) => item.opportunityId === opportunityId);

  api.get('/sales/opportunities/:id/forecast', (c) => {
    const opportunity = opportunityOr404(c);
    return c.json({ id: opportunity.id, forecastItems: itemsOf(opportunity.id) });
  });
  api.post('/sales/opportunities/:id/forecast', async (c) => {
    const opportunity = opportunityOr404(c);
    const item = checkForecastItem(await readJsonBody(c, 'forecastItem'), opportunity.id, state.newId());
    state.forecastItems.set(item.id, item);
    return c.json(item, 201);
  });
  api.put('/sales/opportunities/:id/forecast/:itemId', async (c) => {
    const opportunity = opportunityOr404(c);
    const current = state.forecastItems.get(idParam(c, 'itemId'));
    if (!current || current.opportunityId !== opportunity.id) throw notFound('ForecastItem', c.req.param('itemId'));
    const item = checkForecastItem(await readJsonBody(c, 'forecastItem'), opportunity.id, current.id);
    state.forecastItems.set(item.id, item);
    return c.json(item);
  });
  api.delete('/sales/opportunities/:id/forecast/:itemId', (c) => {
    const opportunity = opportunityOr404(c);
    const current = state.forecastItems.get(idParam(c, 'itemId'));
    if (!current || current.opportunityId !== opportunity.id) throw notFound('ForecastItem', c.req.param('itemId'));
    state.forecastItems.delete(current.id);
    return c.body(null, 204);
  });

  api.post('/sales/opportunities/:id/notes', async (c) => {
    const opportunity = opportunityOr404(c);
    const body = await readJsonBody(c, 'note');
    requireFields(body, 'note', ['text']);
    const note = {
      id: state.newId(),
      text: String(body.text),
      recordType: 'opportunity' as const,
      recordId: opportunity.id,
    };
    state.notes.set(note.id, note);
    return c.json({ id: note.id, opportunityId: opportunity.id, text: note.text }, 201);
  });
}
