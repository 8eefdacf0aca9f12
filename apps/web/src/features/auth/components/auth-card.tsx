// Moved to components/forms/ (also used by onboarding); this path stays for existing imports.
export * from '@/components/forms/auth-card';
