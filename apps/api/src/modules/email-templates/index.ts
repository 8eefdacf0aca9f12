export { emailTemplatesRouter } from './email-templates.router';
export { checkEmailTemplate } from './check-email-template';
