import { PsaError } from '../psa-adapter';
import type { HaloPsaOptions } from './halopsa-credentials';
import type { HaloHttp } from './halopsa-http';
import { readId, readList, readText, type HaloRecord } from './halopsa-records';

export type HaloTicketKind = 'opportunity' | 'project' | 'task';

/** What the tenant is configured with, read once per adapter and kept. */
export interface HaloSetup {
  agent(): Promise<{ id: string; name: string }>;
  ticketTypeId(kind: HaloTicketKind): Promise<string>;
  statuses(): Promise<HaloRecord[]>;
}

const KIND_LABEL: Record<HaloTicketKind, string> = {
  opportunity: 'opportunities',
  project: 'projects',
  task: 'project tasks',
};

export function createHaloSetup(http: HaloHttp, options: HaloPsaOptions): HaloSetup {
  const agent = remember(async () => {
    const me = await http.get('Agent/me', {}, { subject: 'the API agent' });
    const record = (me ?? {}) as HaloRecord;
    return { id: options.agentId ?? readId(record), name: readText(record, 'name', 'email') ?? 'API agent' };
  });
  const ticketTypes = remember(async () =>
    readList(await http.get('TicketType', {}, { subject: 'the ticket types' }), 'tickettypes'),
  );
  const statuses = remember(async () =>
    readList(await http.get('Status', { type: 'ticket' }, { subject: 'the ticket statuses' }), 'statuses'),
  );

  return {
    agent,
    statuses,
    async ticketTypeId(kind) {
      const configured = options.ticketTypeIds?.[kind];
      if (configured) return configured;
      const found = pickTicketType(await ticketTypes(), kind);
      if (!found) {
        throw new PsaError(
          'invalid',
          `HaloPSA has no ticket type for ${KIND_LABEL[kind]}: create one in Config > Tickets > Ticket Types (or choose one in the HaloPSA connection settings)`,
        );
      }
      return readId(found);
    },
  };
}

function pickTicketType(types: HaloRecord[], kind: HaloTicketKind): HaloRecord | undefined {
  const active = types.filter((type) => type.inactive !== true);
  const name = (type: HaloRecord) => readText(type, 'name') ?? '';
  const use = (type: HaloRecord) => String(type.use ?? '');
  if (kind === 'opportunity') {
    return active.find((t) => /opportunit/i.test(use(t))) ?? active.find((t) => /opportunit/i.test(name(t)));
  }
  const projectish = active.filter((t) => /project/i.test(use(t)) || /project/i.test(name(t)));
  if (kind === 'task') {
    return projectish.find((t) => /task/i.test(name(t))) ?? active.find((t) => /^(project )?tasks?$/i.test(name(t)));
  }
  return projectish.find((t) => !/task/i.test(name(t)));
}

function remember<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | null = null;
  return () => {
    value ??= load().catch((error: unknown) => {
      value = null;
      throw error;
    });
    return value;
  };
}
