export { emailTemplatesRouter } from './email-templates.router';
