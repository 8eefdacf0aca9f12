export { readFileBase64 } from '@/lib/read-file-base64';
