export { platformWorkspacesRouter } from './platform-workspaces.router';
