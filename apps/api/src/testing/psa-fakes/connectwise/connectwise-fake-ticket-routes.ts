import type { Context, Hono } from 'hono';
import {
  answerList,
  applyPatch,
  idParam,
  invalidObject,
  limitLength,
  notFound,
  readJsonBody,
  requireFields,
  requireOneOf,
  resolveRef,
} from './connectwise-fake-http';
import type { ConnectWiseFakeState, Row } from './connectwise-fake-state';

export function mountConnectWiseTicketRoutes(api: Hono, state: ConnectWiseFakeState) {
  const checkTicket = (body: Record<string, unknown>): Row => {
    requireFields(body, 'ticket', ['summary', 'project', 'phase']);
    limitLength(body, 'ticket', { summary: 100 });
    requireOneOf(body, 'ticket', 'billTime', ['Billable', 'DoNotBill', 'NoCharge', 'NoDefault']);
    const project = resolveRef(body.project, state.projects.values(), 'ticket', 'project');
    const phase = state.phases.get(Number((body.phase as Row).id));
    if (!project || !phase || phase.projectId !== project.id) {
      const message = 'phase id was not found on the project.';
      throw invalidObject('ticket', [{ code: 'InvalidField', message, resource: 'ticket', field: 'phase' }]);
    }
    if (body.budgetHours !== undefined && (typeof body.budgetHours !== 'number' || body.budgetHours < 0)) {
      const message = 'budgetHours must be a number of hours.';
      throw invalidObject('ticket', [{ code: 'InvalidField', message, resource: 'ticket', field: 'budgetHours' }]);
    }
    return {
      ...body,
      id: Number(body.id),
      project,
      phase: { id: phase.id, name: phase.description },
      workRole: resolveRef(body.workRole, state.workRoles, 'ticket', 'workRole'),
      workType: resolveRef(body.workType, state.workTypes, 'ticket', 'workType'),
    };
  };
  const ticketOr404 = (c: Context) => {
    const row = state.tickets.get(idParam(c));
    if (!row) throw notFound('ProjectTicket', c.req.param('id'));
    return row;
  };

  api.get('/project/tickets', (c) => answerList(c, [...state.tickets.values()]));
  api.get('/project/tickets/:id', (c) => c.json(ticketOr404(c)));
  api.post('/project/tickets', async (c) => {
    const row = checkTicket({ ...(await readJsonBody(c, 'ticket')), id: state.newId() });
    state.tickets.set(row.id, row);
    return c.json(row, 201);
  });
  api.patch('/project/tickets/:id', async (c) => {
    const row = checkTicket(applyPatch(ticketOr404(c), await c.req.json().catch(() => null), 'ticket'));
    state.tickets.set(row.id, row);
    return c.json(row);
  });
}
