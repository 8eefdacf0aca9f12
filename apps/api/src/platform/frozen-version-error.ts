import type { QuoteVersion } from '@scopewright/db';
import { QUOTE_COPY } from '@scopewright/domain';
import { AppError } from './errors';

/** 409 for a write to a version that sending froze (sent, viewed, accepted, declined or expired). */
export const frozenVersionError = (
  version: Pick<QuoteVersion, 'versionNo' | 'status'>,
  message: string = QUOTE_COPY.frozenVersion,
) =>
  new AppError('CONFLICT', message, {
    reason: 'frozen',
    details: { versionNo: version.versionNo, status: version.status },
  });
