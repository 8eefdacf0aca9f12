import { useMutation } from '@tanstack/react-query';
import { typedApi, type ApiBody } from './typed-api';

/** The public contact form's message; the form shows the outcome itself. */
export function useSendContactMessage() {
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: ApiBody<'/api/contact', 'post'>) => typedApi.post('/api/contact', { body }),
  });
}
