export { processRole, buildVersion, schemaVersion, type ProcessRole } from './build-info';
export { startHeartbeats, deleteOldHeartbeats, type Heartbeats } from './heartbeats';
export {
  PLATFORM_VALIDATION_CRON,
  PLATFORM_VALIDATION_QUEUE,
  PLATFORM_VALIDATION_QUEUE_DEFINITION,
} from './platform-validation.queue';
export { registerPlatformValidationJob } from './platform-validation.jobs';
export type { PlatformHealthOptions } from './platform-health-options';
