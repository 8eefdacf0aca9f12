// Moved to lib/ so every feature can read the signed-in user; this path stays for existing imports.
export * from '@/lib/auth-state';
