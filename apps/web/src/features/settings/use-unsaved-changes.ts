export { useUnsavedChangesBlocker as useUnsavedChanges } from '@/lib/use-navigation-blocker';
