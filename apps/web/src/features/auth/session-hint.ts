// Moved to lib/ (shared with other features); this path stays for existing imports.
export * from '@/lib/session-hint';
