export * from './psa/psa-adapter';
export { createConnectWiseAdapter } from './psa/connectwise/create-connectwise-adapter';
export type { ConnectWiseCredentials, ConnectWiseOptions } from './psa/connectwise/create-connectwise-adapter';
export { createAutotaskAdapter } from './psa/autotask/autotask-adapter';
export type { AutotaskCredentials, AutotaskOptions } from './psa/autotask/autotask-adapter';
export { createHaloPsaAdapter } from './psa/halopsa';
export type { HaloPsaCredentials, HaloPsaOptions } from './psa/halopsa';
export { createAdapter, type PsaCredentials, type PsaOptions } from './psa/create-adapter';
export { createPsaTransport } from './psa/create-psa-transport';
export {
  loadConnection,
  loadConnectionById,
  type ConnectionConfig,
  type LoadedConnection,
} from './connections/load-connection';
export { enqueuePsaPush, type EnqueuePsaPushInput } from './sync/enqueue-psa-push';
export { enqueuePushesOnAcceptance } from './sync/enqueue-pushes-on-acceptance';
export {
  PSA_PULL_SCHEDULE_QUEUE_DEFINITION,
  PSA_SYNC_QUEUE,
  PSA_SYNC_QUEUE_DEFINITION,
  type PsaSyncJobData,
} from './sync/psa-sync-queue';
export { registerPsaSyncJobs } from './sync/psa-sync.jobs';
export { integrationConnectionsRouter } from './connections/connections.router';
export { integrationsSyncRouter } from './sync/sync.router';
export { rotateConnectionCredentials, type RotationReport } from './connections/rotate-connection-credentials';
