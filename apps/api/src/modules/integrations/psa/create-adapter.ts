import type { AutotaskCredentials, AutotaskOptions } from './autotask/autotask-adapter';
import { createAutotaskAdapter } from './autotask/autotask-adapter';
import type { ConnectWiseCredentials, ConnectWiseOptions } from './connectwise/create-connectwise-adapter';
import { createConnectWiseAdapter } from './connectwise/create-connectwise-adapter';
import { createHaloPsaAdapter, type HaloPsaCredentials, type HaloPsaOptions } from './halopsa';
import type { PsaAdapter, PsaTransport } from './psa-adapter';

/** A connection's credentials as sealed in integration_connections, by provider. */
export type PsaCredentials =
  | ({ provider: 'connectwise' } & ConnectWiseCredentials)
  | ({ provider: 'autotask' } & AutotaskCredentials)
  | ({ provider: 'halopsa' } & HaloPsaCredentials);

/** The adapter options a connection's settings carry (project board, owner resource, ticket types …). */
export type PsaOptions = ConnectWiseOptions | AutotaskOptions | HaloPsaOptions;

/** The PSA client for one connection's credentials, on the given transport. */
export function createAdapter(
  credentials: PsaCredentials,
  transport: PsaTransport,
  options: PsaOptions = {},
): PsaAdapter {
  switch (credentials.provider) {
    case 'connectwise':
      return createConnectWiseAdapter(credentials, transport, options as ConnectWiseOptions);
    case 'autotask':
      return createAutotaskAdapter(credentials, transport, options as AutotaskOptions);
    case 'halopsa':
      return createHaloPsaAdapter(credentials, transport, options as HaloPsaOptions);
  }
}
