import type { Context, Hono } from 'hono';
import { requireCompany } from './connectwise-fake-company-routes';
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

const BILLING_METHODS = ['ActualRates', 'FixedFee', 'NotToExceed', 'OverrideRate'];

export function mountConnectWiseProjectRoutes(api: Hono, state: ConnectWiseFakeState) {
  api.get('/project/boards', (c) => answerList(c, state.boards));

  const projectOr404 = (c: Context) => {
    const row = state.projects.get(idParam(c));
    if (!row) throw notFound('Project', c.req.param('id'));
    return row;
  };
  const checkProject = (body: Record<string, unknown>): Row => {
    requireFields(body, 'project', ['name', 'billingMethod', 'estimatedStart', 'estimatedEnd', 'board', 'company']);
    requireOneOf(body, 'project', 'billingMethod', BILLING_METHODS);
    requireOneOf(body, 'project', 'billingRateType', ['StaffMember', 'WorkRole']);
    limitLength(body, 'project', { name: 75 });
    const opportunity = body.opportunity ? state.opportunities.get(Number((body.opportunity as Row).id)) : undefined;
    if (body.opportunity && !opportunity) {
      const message = 'opportunity id was not found.';
      throw invalidObject('project', [{ code: 'InvalidField', message, resource: 'project', field: 'opportunity' }]);
    }
    return {
      ...body,
      id: Number(body.id),
      company: requireCompany(state, body.company, 'project'),
      board: resolveRef(body.board, state.boards, 'project', 'board'),
      opportunity: opportunity ? { id: opportunity.id, name: opportunity.name } : undefined,
      closedFlag: Boolean(body.closedFlag),
    };
  };
  api.post('/project/projects', async (c) => {
    const row = checkProject({ ...(await readJsonBody(c, 'project')), id: state.newId() });
    state.projects.set(row.id, row);
    return c.json(row, 201);
  });
  api.get('/project/projects', (c) => answerList(c, [...state.projects.values()]));
  api.get('/project/projects/:id', (c) => c.json(projectOr404(c)));
  api.patch('/project/projects/:id', async (c) => {
    const row = checkProject(applyPatch(projectOr404(c), await c.req.json().catch(() => null), 'project'));
    state.projects.set(row.id, row);
    return c.json(row);
  });

  const checkPhase = (body: Record<string, unknown>, projectId: number) => {
    requireFields(body, 'phase', ['description']);
    limitLength(body, 'phase', { description: 100, wbsCode: 50 });
    return { ...body, id: Number(body.id), projectId } as Row & { projectId: number };
  };
  const phaseOr404 = (c: Context, projectId: number) => {
    const row = state.phases.get(idParam(c, 'phaseId'));
    if (!row || row.projectId !== projectId) throw notFound('ProjectPhase', c.req.param('phaseId'));
    return row;
  };
  api.get('/project/projects/:id/phases', (c) => {
    const project = projectOr404(c);
    return answerList(
      c,
      [...state.phases.values()].filter((phase) => phase.projectId === project.id),
    );
  });
  api.post('/project/projects/:id/phases', async (c) => {
    const project = projectOr404(c);
    const row = checkPhase({ ...(await readJsonBody(c, 'phase')), id: state.newId() }, project.id);
    state.phases.set(row.id, row);
    return c.json(row, 201);
  });
  api.patch('/project/projects/:id/phases/:phaseId', async (c) => {
    const project = projectOr404(c);
    const patched = applyPatch(phaseOr404(c, project.id), await c.req.json().catch(() => null), 'phase');
    const row = checkPhase(patched, project.id);
    state.phases.set(row.id, row);
    return c.json(row);
  });

  const projectNotes = (projectId: number) =>
    [...state.notes.values()].filter((note) => note.recordType === 'project' && note.recordId === projectId);
  const toNoteJson = (note: { id: number; text: string; recordId: number }) => ({
    id: note.id,
    projectId: note.recordId,
    text: note.text,
  });
  const noteOr404 = (c: Context, projectId: number) => {
    const note = projectNotes(projectId).find((candidate) => candidate.id === idParam(c, 'noteId'));
    if (!note) throw notFound('ProjectNote', c.req.param('noteId'));
    return note;
  };
  api.get('/project/projects/:id/notes', (c) => answerList(c, projectNotes(projectOr404(c).id).map(toNoteJson)));
  api.get('/project/projects/:id/notes/:noteId', (c) => c.json(toNoteJson(noteOr404(c, projectOr404(c).id))));
  api.post('/project/projects/:id/notes', async (c) => {
    const project = projectOr404(c);
    const body = await readJsonBody(c, 'note');
    requireFields(body, 'note', ['text']);
    const note = { id: state.newId(), text: String(body.text), recordType: 'project' as const, recordId: project.id };
    state.notes.set(note.id, note);
    return c.json(toNoteJson(note), 201);
  });
  api.patch('/project/projects/:id/notes/:noteId', async (c) => {
    const note = noteOr404(c, projectOr404(c).id);
    const patched = applyPatch(toNoteJson(note), await c.req.json().catch(() => null), 'note');
    requireFields(patched, 'note', ['text']);
    note.text = String(patched.text);
    return c.json(toNoteJson(note));
  });
}
