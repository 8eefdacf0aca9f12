// Moved to lib/ (shared by every form); this path stays for existing imports.
export * from '@/lib/use-zod-form';
