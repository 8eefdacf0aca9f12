// Moved to lib/ (the invitation page offers the providers too); this path stays for existing imports.
export { useOAuthProviders, type OAuthProvider } from '@/lib/oauth';
