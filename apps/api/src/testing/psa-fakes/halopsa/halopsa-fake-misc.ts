import type { Hono } from 'hono';
import { answerSaved, paginate, readArrayBody, refuse } from './halopsa-fake-http';
import { CLOSURE_CATEGORY_LOOKUP, nextFakeId, type HaloFakeState } from './halopsa-fake-state';
import { HaloActions, HaloAttachment } from './halopsa-schemas';

export function mountHaloMisc(app: Hono, state: HaloFakeState) {
  app.get('/api/Agent/me', (c) => c.json(state.agents.find((agent) => agent.id === state.loginAgentId) ?? {}));
  app.get('/api/TicketType', (c) => c.json(state.ticketTypes));
  app.get('/api/Status', (c) => c.json(state.statuses));
  app.get('/api/BudgetType', (c) => c.json(state.budgetTypes));
  app.get('/api/Item', (c) => paginate(c, state.items, 'items'));
  app.get('/api/Lookup', (c) => {
    const lookupId = Number(c.req.query('lookupid'));
    const entries = lookupId === CLOSURE_CATEGORY_LOOKUP ? state.closureCategories : [];
    return c.json(entries.map((entry) => ({ ...entry, lookupid: lookupId })));
  });

  app.post('/api/Actions', async (c) => {
    const items = await readArrayBody(c);
    if (typeof items === 'string') return refuse(c, items);
    const actions = [];
    for (const item of items) {
      const parsed = HaloActions.safeParse(item);
      if (!parsed.success) return refuse(c, 'Please select a valid Ticket');
      if (!state.tickets.has(parsed.data.ticket_id)) return refuse(c, `Ticket ${parsed.data.ticket_id} not found`, 404);
      if (!parsed.data.note?.trim()) return refuse(c, 'Please enter a Note');
      actions.push({
        id: nextFakeId(state, 'action'),
        ticket_id: parsed.data.ticket_id,
        outcome: parsed.data.outcome ?? 'Note',
        note: parsed.data.note,
        hiddenfromuser: parsed.data.hiddenfromuser ?? false,
      });
    }
    state.actions.push(...actions);
    return answerSaved(c, actions);
  });

  app.post('/api/Attachment', async (c) => {
    const items = await readArrayBody(c);
    if (typeof items === 'string') return refuse(c, items);
    const attachments = [];
    for (const item of items) {
      const parsed = HaloAttachment.safeParse(item);
      if (!parsed.success) return refuse(c, 'Please select a valid Ticket');
      const { ticket_id, filename, note, data_base64 } = parsed.data;
      if (!state.tickets.has(ticket_id)) return refuse(c, `Ticket ${ticket_id} not found`, 404);
      if (!filename?.trim()) return refuse(c, 'Please enter a filename');
      if (!data_base64 || !/^[A-Za-z0-9+/]*={0,2}$/.test(data_base64)) return refuse(c, 'Invalid attachment data');
      const bytes = new Uint8Array(Buffer.from(data_base64, 'base64'));
      attachments.push({ id: nextFakeId(state, 'attachment'), ticket_id, filename, note, bytes });
    }
    state.attachments.push(...attachments);
    return answerSaved(
      c,
      attachments.map(({ bytes, ...rest }) => ({ ...rest, filesize: bytes.length })),
    );
  });
}
