import { PsaError, type PsaProjectPlan, type PsaRecordRef, type PsaRefs, type PsaTaskPlan } from '../psa-adapter';
import type { HaloHttp } from './halopsa-http';
import { adoptTasks, buildProjectTicket, buildTaskTicket, matchMilestones } from './halopsa-project-payload';
import { isRecord, readId, readList, readRecordCount, ticketRef, type HaloRecord } from './halopsa-records';
import type { HaloSetup } from './halopsa-setup';

const CHILD_PAGE_SIZE = 100;
type RecordRef = (key: string, ref: PsaRecordRef) => Promise<void>;

export async function pushHaloProject(
  http: HaloHttp,
  setup: HaloSetup,
  batchSize: number,
  plan: PsaProjectPlan,
  existing: PsaRefs,
  record: RecordRef,
): Promise<PsaRefs> {
  const refs = new Map(existing);
  const known = new Map([...existing].map(([key, ref]) => [key, ref.id]));
  const remember = async (key: string, ref: PsaRecordRef) => {
    known.set(key, ref.id);
    if (existing.has(key)) return;
    await record(key, ref);
    refs.set(key, ref);
  };

  const projectRef = existing.get('project');
  const current = projectRef ? await readLinkedProject(http, plan, projectRef.id, known) : null;
  const creation = current
    ? null
    : { ticketTypeId: await setup.ticketTypeId('project'), agentId: (await setup.agent()).id };
  const projectTicket = buildProjectTicket(plan, current, known, creation);
  const projectContext = { subject: `the project "${String(projectTicket.summary)}"`, record: 'project' };
  const [saved = {}] = await http.post('Projects', [projectTicket], projectContext);
  const project = ticketRef(http.base, readId(saved));
  await remember('project', project);

  let milestones = readList(saved, 'milestones');
  if (milestones.length < plan.phases.length) {
    const reread = await http.get(`Projects/${project.id}`, { includedetails: true }, projectContext);
    milestones = readList(reread, 'milestones');
  }
  const milestoneIds = matchMilestones(plan.phases, milestones, known);
  for (const phase of plan.phases) {
    const id = milestoneIds.get(`phase:${phase.key}`);
    if (!id) throw missingMilestone(phase.name);
    await remember(`phase:${phase.key}`, { id, url: project.url });
  }

  const tasks = plan.phases.flatMap((phase) => phase.tasks.map((task) => ({ task, phaseKey: phase.key })));
  const needsType = tasks.some(({ task }) => !known.has(`task:${task.key}`));
  const ticketTypeId = needsType ? await setup.ticketTypeId('task') : null;
  for (let start = 0; start < tasks.length; start += batchSize) {
    const batch = tasks.slice(start, start + batchSize);
    const tickets = batch.map(({ task, phaseKey }) =>
      buildTaskTicket(
        task,
        {
          projectId: project.id,
          companyId: plan.companyId,
          milestoneId: milestoneIds.get(`phase:${phaseKey}`) ?? '',
          ticketTypeId,
        },
        known.get(`task:${task.key}`),
      ),
    );
    const savedTasks = await http.post('Tickets', tickets, taskContext(batch.map(({ task }) => task)));
    for (const [index, { task }] of batch.entries()) {
      await remember(`task:${task.key}`, ticketRef(http.base, savedTasks[index]?.id));
    }
  }
  return refs;
}

/** Checks that what we linked still exists, and adopts milestones and tasks a lost answer left unrecorded. */
async function readLinkedProject(
  http: HaloHttp,
  plan: PsaProjectPlan,
  projectId: string,
  known: Map<string, string>,
): Promise<HaloRecord> {
  const context = { subject: `the project "${plan.name}"`, record: 'project' };
  const current = await http.find(`Projects/${encodeURIComponent(projectId)}`, { includedetails: true }, context);
  if (!isRecord(current) || current.deleted === true) throw gone('project', `the project "${plan.name}"`);
  const milestones = readList(current, 'milestones');
  for (const phase of plan.phases) {
    const id = known.get(`phase:${phase.key}`);
    if (id && !milestones.some((m) => readId(m) === id))
      throw gone(`phase:${phase.key}`, `the milestone "${phase.name}"`);
  }
  for (const [key, id] of matchMilestones(plan.phases, milestones, known)) known.set(key, id);

  const children = await listChildTickets(http, projectId);
  for (const task of plan.phases.flatMap((phase) => phase.tasks)) {
    const id = known.get(`task:${task.key}`);
    if (id && !children.some((child) => readId(child) === id))
      throw gone(`task:${task.key}`, `the task "${task.summary}"`);
  }
  for (const [key, id] of adoptTasks(plan.phases, children, known)) known.set(key, id);
  return current;
}

async function listChildTickets(http: HaloHttp, projectId: string): Promise<HaloRecord[]> {
  const children: HaloRecord[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const body = await http.get(
      'Tickets',
      { parent_id: projectId, pageinate: true, page_size: CHILD_PAGE_SIZE, page_no: pageNo },
      { subject: 'the project tasks' },
    );
    const tickets = readList(body, 'tickets');
    children.push(...tickets.filter((ticket) => ticket.deleted !== true));
    if (tickets.length === 0 || pageNo * CHILD_PAGE_SIZE >= readRecordCount(body, 0)) return children;
  }
}

function taskContext(tasks: PsaTaskPlan[]) {
  const [only] = tasks;
  return tasks.length === 1 && only
    ? { subject: `the task "${only.summary}"`, record: `task:${only.key}` }
    : { subject: `the project tasks ("${tasks[0]?.summary ?? ''}" and ${tasks.length - 1} more)` };
}

function gone(record: string, subject: string): PsaError {
  return new PsaError('gone', `HaloPSA no longer has ${subject}: it was deleted there`, { status: 404, record });
}

function missingMilestone(name: string): PsaError {
  return new PsaError('bad_response', `HaloPSA saved the project but did not return its milestone "${name}"`, {
    record: 'project',
  });
}
