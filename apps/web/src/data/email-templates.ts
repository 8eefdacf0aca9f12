import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mutationMeta, type MutationSettings } from './mutation-settings';
import { typedApi, type ApiBody, type ApiResponse } from './typed-api';

export type EmailTemplateSummary = ApiResponse<'/api/email-templates', 'get'>['items'][number];
export type EmailTemplateRecord = ApiResponse<'/api/email-templates/{id}', 'get'>;
export type EmailTemplateDraft = ApiBody<'/api/email-templates/{id}/preview', 'post'>;
export type EmailTemplatePreview = ApiResponse<'/api/email-templates/{id}/preview', 'post'>;
export type EmailTemplateIssue = EmailTemplatePreview['errors'][number];
export type EmailTemplateVersionEntry = ApiResponse<'/api/email-templates/{id}/versions', 'get'>['versions'][number];
export type EmailTemplateVersionRecord = ApiResponse<'/api/email-templates/{id}/versions/{no}', 'get'>;

/** Every cached email template entry; a template's own entries (versions, previews) sit under its detail key. */
export const emailTemplateKeys = {
  all: ['email-templates'] as const,
  list: () => [...emailTemplateKeys.all, 'list'] as const,
  detail: (id: string) => [...emailTemplateKeys.all, 'detail', id] as const,
  versions: (id: string) => [...emailTemplateKeys.detail(id), 'versions'] as const,
  version: (id: string, no: number) => [...emailTemplateKeys.versions(id), no] as const,
  preview: (id: string, draft: EmailTemplateDraft) => [...emailTemplateKeys.detail(id), 'preview', draft] as const,
};

/** Every email template, by category then name (super admins). */
export function useEmailTemplates() {
  return useQuery({
    queryKey: emailTemplateKeys.list(),
    queryFn: ({ signal }) => typedApi.get('/api/email-templates', { signal }),
  });
}

/** One template with its content, declared variables and sample data. */
export function useEmailTemplate(id: string) {
  return useQuery({
    queryKey: emailTemplateKeys.detail(id),
    queryFn: ({ signal }) => typedApi.get('/api/email-templates/{id}', { signal, path: { id } }),
    // The editor owns the content once loaded: a background refetch must not replace what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** A draft checked and rendered by the API (the mailer's renderer); the last answer stays while the next loads. */
export function useEmailTemplatePreview(id: string, draft: EmailTemplateDraft) {
  return useQuery({
    queryKey: emailTemplateKeys.preview(id, draft),
    queryFn: ({ signal }) => typedApi.post('/api/email-templates/{id}/preview', { signal, path: { id }, body: draft }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });
}

export function useEmailTemplateVersions(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: emailTemplateKeys.versions(id),
    queryFn: ({ signal }) => typedApi.get('/api/email-templates/{id}/versions', { signal, path: { id } }),
    enabled: options.enabled ?? true,
  });
}

/** One version's content, for the diff; `null` reads nothing. */
export function useEmailTemplateVersion(id: string, no: number | null) {
  return useQuery({
    queryKey: emailTemplateKeys.version(id, no ?? 0),
    queryFn: ({ signal }) => typedApi.get('/api/email-templates/{id}/versions/{no}', { signal, path: { id, no: no! } }),
    enabled: no !== null,
    staleTime: Infinity,
  });
}

/** A write that answers the template: the detail shows it at once; the list and versions read again. */
function useTemplateWrite<V>(request: (variables: V) => Promise<EmailTemplateRecord>, settings?: MutationSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: mutationMeta(settings),
    onSuccess: (template) => {
      queryClient.setQueryData(emailTemplateKeys.detail(template.id), template);
      void queryClient.invalidateQueries({ queryKey: emailTemplateKeys.versions(template.id) });
      void queryClient.invalidateQueries({ queryKey: emailTemplateKeys.list() });
    },
  });
}

export const useSaveEmailTemplate = (settings?: MutationSettings) =>
  useTemplateWrite(
    ({ id, body }: { id: string; body: ApiBody<'/api/email-templates/{id}', 'put'> }) =>
      typedApi.put('/api/email-templates/{id}', { path: { id }, body }),
    settings,
  );

export const useRestoreEmailTemplateVersion = (settings?: MutationSettings) =>
  useTemplateWrite(
    ({ id, no }: { id: string; no: number }) =>
      typedApi.post('/api/email-templates/{id}/versions/{no}/restore', { path: { id, no } }),
    settings,
  );

export const useSetEmailTemplateActive = (settings?: MutationSettings) =>
  useTemplateWrite(
    ({ id, isActive }: { id: string; isActive: boolean }) =>
      isActive
        ? typedApi.post('/api/email-templates/{id}/activate', { path: { id } })
        : typedApi.post('/api/email-templates/{id}/deactivate', { path: { id } }),
    settings,
  );

/** Sends the draft (or the saved content) to the signed-in super admin. */
export function useSendTestEmail(settings?: MutationSettings) {
  return useMutation({
    mutationFn: ({ id, draft }: { id: string; draft?: EmailTemplateDraft }) =>
      typedApi.post('/api/email-templates/{id}/test-send', { path: { id }, body: draft ? { draft } : {} }),
    meta: mutationMeta(settings),
  });
}
