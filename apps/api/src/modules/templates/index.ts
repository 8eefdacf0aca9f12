export { templatesRouter } from './templates.router';
