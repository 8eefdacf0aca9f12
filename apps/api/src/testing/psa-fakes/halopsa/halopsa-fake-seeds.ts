import { nextFakeId, type FakeClient, type HaloFakeState } from './halopsa-fake-state';

export function seedHaloClient(
  state: HaloFakeState,
  input: { name: string; website?: string; inactive?: boolean; contacts?: string[] },
): FakeClient {
  const client: FakeClient = { id: nextFakeId(state, 'client'), inactive: false, ...input };
  delete (client as { contacts?: unknown }).contacts;
  state.clients.set(client.id, client);
  const people = ['General User', ...(input.contacts ?? [])];
  for (const name of people) {
    const [firstname = '', surname = ''] = name.split(' ');
    const id = nextFakeId(state, 'user');
    const email = `${firstname.toLowerCase()}.${surname.toLowerCase()}@${input.website ?? 'example.com'}`;
    state.users.set(id, {
      id,
      client_id: client.id,
      name,
      firstname,
      surname,
      emailaddress: name === 'General User' ? '' : email,
      phonenumber: name === 'General User' ? '' : `+1 555 01${String(id).slice(-2)}`,
    });
  }
  return client;
}

export function seedHaloClients(state: HaloFakeState, count: number, prefix = 'Client'): FakeClient[] {
  return Array.from({ length: count }, (_, index) =>
    seedHaloClient(state, { name: `${prefix} ${String(index + 1).padStart(3, '0')}` }),
  );
}

/** Deletes a ticket (opportunity, project or task) the way an agent would in Halo's UI. */
export function deleteHaloTicket(state: HaloFakeState, id: number | string): void {
  state.tickets.delete(Number(id));
}

export function deleteHaloMilestone(state: HaloFakeState, projectId: number | string, milestoneId: number | string) {
  const project = state.tickets.get(Number(projectId));
  if (project) project.milestones = project.milestones.filter((m) => m.id !== Number(milestoneId));
}

export function deleteHaloClient(state: HaloFakeState, id: number | string): void {
  state.clients.delete(Number(id));
}

/** Makes every issued token invalid, as when Halo restarts or the application's secret is rotated. */
export function revokeHaloTokens(state: HaloFakeState): void {
  state.tokens.clear();
}
