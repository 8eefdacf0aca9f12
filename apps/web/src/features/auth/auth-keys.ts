// Moved to lib/ (shared with other features); this path stays for existing imports.
export { authKeys } from '@/lib/auth-keys';
