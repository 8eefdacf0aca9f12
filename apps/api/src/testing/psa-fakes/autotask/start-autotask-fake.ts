import { serveFake, type ServedFake } from '../serve-fake';
import { createAutotaskFake } from './autotask-fake';
import type { AutotaskFakeOptions, AutotaskFakeState } from './autotask-fake-state';

/** Serves the Autotask fake on a loopback port: point `zoneLookupBase` at the returned URL. */
export async function startAutotaskFake(
  port = 0,
  options: AutotaskFakeOptions = {},
): Promise<ServedFake & { state: AutotaskFakeState }> {
  const { app, state } = createAutotaskFake(options);
  const served = await serveFake(app, port);
  return { ...served, state };
}
