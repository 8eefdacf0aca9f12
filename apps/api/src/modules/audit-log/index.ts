export { auditLogRouter } from './audit-log.router';
