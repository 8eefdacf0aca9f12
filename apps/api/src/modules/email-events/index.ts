export { emailEventsRouter } from './email-events.router';
export { EMAIL_EVENTS_PATH } from './email-events.routes';
export type { EmailEventsOptions } from './email-events-options';
