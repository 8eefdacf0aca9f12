import { useQueryClient } from '@tanstack/react-query';
import { templateKeys, type TemplateRecord } from './templates';

/**
 * The quote wizard's read of a template the picker has just loaded, from the cache and without a request: its
 * sections and lines, so "Insert template" can check the quote's limits before it applies (and counts a use).
 */
export function useCachedTemplate(): (id: string) => TemplateRecord | null {
  const queryClient = useQueryClient();
  return (id: string) => queryClient.getQueryData<TemplateRecord>(templateKeys.detail(id)) ?? null;
}
