export { workspaceSupportRouter } from './workspace-support.router';
export { SUPPORT_PATH, WORKSPACE_DETAIL_PATH } from './workspace-support.routes';
