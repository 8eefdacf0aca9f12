// Moved to lib/ (the invitation page starts OAuth too); this path stays for existing imports.
export { startOAuth, type OAuthIntent } from '@/lib/oauth';
