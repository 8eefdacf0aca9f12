export { emailSuppressionsRouter } from './email-suppressions.router';
export { EMAIL_SUPPRESSIONS_PATH } from './email-suppressions.routes';
