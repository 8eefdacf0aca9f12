import { serveFake, type ServedFake } from '../serve-fake';
import { createConnectWiseFake, type ConnectWiseFakeOptions } from './create-connectwise-fake';

/** Serves a fresh ConnectWise fake on a loopback port, for manual runs and end-to-end tests. */
export async function startConnectWiseFake(port = 0, options: ConnectWiseFakeOptions = {}) {
  const fake = createConnectWiseFake(options);
  const served: ServedFake = await serveFake(fake.app, port);
  return { ...fake, url: served.url, close: served.close };
}
