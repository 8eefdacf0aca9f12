export { emailLogsRouter } from './email-logs.router';
