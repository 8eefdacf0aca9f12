import type { ContactInput } from '@scopewright/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ContactResult {
  success: true;
  message: string;
}

export function sendContactMessage(input: ContactInput): Promise<ContactResult> {
  return api.post<ContactResult>('/api/contact', input);
}

/** POST /api/contact; the form shows the outcome itself. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
