import { z } from 'zod';
import { ERROR_CODES } from './errors';

/** The API's error envelope (docs/decisions/0005-error-model.md): what every failed request answers. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    requestId: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
