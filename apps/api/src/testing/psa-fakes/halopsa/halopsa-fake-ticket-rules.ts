import { nextFakeId, type FakeTicket, type HaloFakeState } from './halopsa-fake-state';
import { HaloFaults } from './halopsa-schemas';

export const SUMMARY_MAX = 250;
export const MILESTONE_NAME_MAX = 100;

export type TicketRefusal = { status: 400 | 404; message: string };

/** The checks Halo makes on a posted ticket, in the order an agent would meet them. */
export function checkTicket(state: HaloFakeState, item: unknown, defaultTypeId: number): TicketRefusal | null {
  const parsed = HaloFaults.safeParse(item);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { status: 400, message: `Invalid value for ${issue?.path.join('.') ?? 'ticket'}: ${issue?.message ?? ''}` };
  }
  const ticket = parsed.data;
  const current = ticket.id === undefined ? undefined : state.tickets.get(ticket.id);
  if (ticket.id !== undefined && !current) return { status: 404, message: `Ticket ${ticket.id} not found` };
  const summary = ticket.summary ?? current?.summary;
  if (!summary?.trim()) return { status: 400, message: 'Please enter a Summary' };
  if (summary.length > SUMMARY_MAX)
    return { status: 400, message: `Summary must be ${SUMMARY_MAX} characters or fewer` };
  const clientId = ticket.client_id ?? current?.client_id;
  if (!clientId || !state.clients.has(clientId)) return { status: 400, message: 'Please select a valid Client' };
  const typeId = ticket.tickettype_id ?? current?.tickettype_id ?? defaultTypeId;
  if (!state.ticketTypes.some((type) => type.id === typeId)) return { status: 400, message: 'Invalid Ticket Type' };
  if (ticket.status_id && !state.statuses.some((s) => s.id === ticket.status_id)) {
    return { status: 400, message: 'Invalid Status' };
  }
  const isNewOpportunity = !current && state.ticketTypes.find((t) => t.id === typeId)?.use === 'Opportunities';
  if (isNewOpportunity && state.requireOpportunityCategory && !ticket.categoryid_1) {
    return { status: 400, message: 'Please select a Category' };
  }
  if (
    ticket.oppclosurecategory !== undefined &&
    !state.closureCategories.some((l) => l.id === ticket.oppclosurecategory)
  ) {
    return { status: 400, message: 'Invalid Closure Category' };
  }
  const parent = ticket.parent_id === undefined ? undefined : state.tickets.get(ticket.parent_id);
  if (ticket.parent_id !== undefined && !parent)
    return { status: 400, message: `Parent ticket ${ticket.parent_id} not found` };
  if (ticket.milestone_id !== undefined && !parent?.milestones.some((m) => m.id === ticket.milestone_id)) {
    return { status: 400, message: 'The Milestone does not belong to the parent Project' };
  }
  const budgetTypeIds = [ticket.budgettype_id, ...(ticket.budgets ?? []).map((b) => b.budgettype_id)];
  if (budgetTypeIds.some((id) => id !== undefined && !state.budgetTypes.some((b) => b.id === id))) {
    return { status: 400, message: 'Invalid Budget Type' };
  }
  for (const milestone of ticket.milestones ?? []) {
    if (milestone.id !== undefined && !current?.milestones.some((m) => m.id === milestone.id)) {
      return { status: 400, message: `Milestone ${milestone.id} not found` };
    }
    const name = milestone.name ?? current?.milestones.find((m) => m.id === milestone.id)?.name;
    if (!name?.trim()) return { status: 400, message: 'Please enter a name for the Milestone' };
    if (name.length > MILESTONE_NAME_MAX) return { status: 400, message: 'Milestone name is too long' };
  }
  return null;
}

/** Upserts one checked ticket; milestones and budgets merge by id, new ones get ids. */
export function saveTicket(state: HaloFakeState, item: Record<string, unknown>, defaultTypeId: number): FakeTicket {
  const id = Number(item.id ?? nextFakeId(state, 'ticket'));
  const current = state.tickets.get(id);
  const { milestones, budgets, ...fields } = item as Partial<FakeTicket>;
  const ticket: FakeTicket = {
    status_id: 1,
    tickettype_id: defaultTypeId,
    milestones: [],
    budgets: [],
    ...current,
    ...(fields as Record<string, unknown>),
    id,
  } as FakeTicket;
  for (const posted of milestones ?? []) {
    const existing = ticket.milestones.find((m) => m.id === posted.id);
    if (existing) Object.assign(existing, posted);
    else ticket.milestones.push({ ...posted, id: nextFakeId(state, 'milestone') });
  }
  for (const posted of budgets ?? []) {
    const existing = ticket.budgets.find((b) => b.id === posted.id);
    if (existing) Object.assign(existing, posted);
    else ticket.budgets.push({ ...posted, id: nextFakeId(state, 'budget') });
  }
  state.tickets.set(id, ticket);
  return ticket;
}
