export { versionControlRouter } from './version-control.router';
