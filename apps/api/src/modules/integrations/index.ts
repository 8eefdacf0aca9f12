export * from './psa/psa-adapter';
export { createConnectWiseAdapter } from './psa/connectwise/create-connectwise-adapter';
export type { ConnectWiseCredentials, ConnectWiseOptions } from './psa/connectwise/create-connectwise-adapter';
export { createAutotaskAdapter } from './psa/autotask/autotask-adapter';
export type { AutotaskCredentials, AutotaskOptions } from './psa/autotask/autotask-adapter';
export { createHaloPsaAdapter } from './psa/halopsa';
export type { HaloPsaCredentials, HaloPsaOptions } from './psa/halopsa';
export { createAdapter, type PsaCredentials, type PsaOptions } from './psa/create-adapter';
export { createPsaTransport } from './psa/create-psa-transport';
