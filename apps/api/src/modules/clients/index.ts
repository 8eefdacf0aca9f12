export { CLIENT_IMPORT_MAX_BODY_BYTES, CLIENT_IMPORT_PATH } from './clients.routes';
export { v1ClientsRouter } from './clients.v1';
