export { templatesRouter } from './templates.router';
export { v1TemplatesRouter } from './templates.v1';
