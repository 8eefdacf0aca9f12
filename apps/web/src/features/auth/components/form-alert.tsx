// Moved to components/forms/ (shared by every form); this path stays for existing imports.
export * from '@/components/forms/form-alert';
