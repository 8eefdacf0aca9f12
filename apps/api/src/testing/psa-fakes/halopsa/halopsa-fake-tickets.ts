import type { Context, Hono } from 'hono';
import { answerSaved, matches, paginate, readArrayBody, refuse } from './halopsa-fake-http';
import { TICKET_TYPE, type FakeTicket, type HaloFakeState } from './halopsa-fake-state';
import { checkTicket, saveTicket } from './halopsa-fake-ticket-rules';

const TICKET_PAGE_MAX = 100;
const AREAS = [
  { path: '/api/Opportunities', defaultType: TICKET_TYPE.opportunity, use: 'Opportunities' },
  { path: '/api/Projects', defaultType: TICKET_TYPE.project, use: 'Projects' },
  { path: '/api/Tickets', defaultType: TICKET_TYPE.incident, use: null },
] as const;

/** Opportunities, projects and tasks are all tickets; each area lists its own kind and upserts arrays. */
export function mountHaloTickets(app: Hono, state: HaloFakeState) {
  for (const area of AREAS) {
    app.get(area.path, (c) => {
      const tickets = [...state.tickets.values()].filter(
        (ticket) => ticket.deleted !== true && inArea(state, ticket, area.use) && passesFilters(c, ticket),
      );
      return paginate(c, tickets.map(withoutDetails), 'tickets', TICKET_PAGE_MAX);
    });

    app.get(`${area.path}/:id`, (c) => {
      const ticket = state.tickets.get(Number(c.req.param('id')));
      if (!ticket || ticket.deleted === true) return refuse(c, 'Ticket not found', 404);
      return c.json(c.req.query('includedetails') === 'true' ? ticket : withoutDetails(ticket));
    });

    app.post(area.path, async (c) => {
      const items = await readArrayBody(c);
      if (typeof items === 'string') return refuse(c, items);
      for (const item of items) {
        const refusal = checkTicket(state, item, area.defaultType);
        if (refusal) return refuse(c, refusal.message, refusal.status);
      }
      return answerSaved(
        c,
        items.map((item) => saveTicket(state, item, area.defaultType)),
      );
    });
  }
}

function inArea(state: HaloFakeState, ticket: FakeTicket, use: string | null) {
  return use === null || state.ticketTypes.find((type) => type.id === ticket.tickettype_id)?.use === use;
}

function passesFilters(c: Context, ticket: FakeTicket) {
  const filters = { client_id: c.req.query('client_id'), parent_id: c.req.query('parent_id') };
  const search = c.req.query('search');
  return (
    Object.entries(filters).every(([field, value]) => !value || String(ticket[field]) === value) &&
    matches(search, ticket.summary)
  );
}

function withoutDetails(ticket: FakeTicket) {
  const { milestones: _milestones, budgets: _budgets, ...rest } = ticket;
  return rest;
}
