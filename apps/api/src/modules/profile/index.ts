export { AVATAR_UPLOAD_MAX_BODY_BYTES, AVATAR_UPLOAD_PATH } from './profile.routes';
