import { AppError } from '../../platform/errors';
import { OutboundError } from '../../platform/outbound/outbound-error';
import { parseOutboundUrl } from '../../platform/outbound/parse-outbound-url';
import { resolvePinnedAddress, systemLookup } from '../../platform/outbound/resolve-pinned-address';
import type { WebhookConfig } from './webhook-config';

const RESOLVE_TIMEOUT_MS = 5_000;

/**
 * An endpoint URL must pass the outbound rules (promise 20) and resolve, now, to public addresses only; it is
 * checked again at every delivery, so a name that later points inside is refused then too. The refusal is a 422
 * on `url` with what to fix. Returns the URL as it will be called.
 */
export async function checkWebhookUrl(config: WebhookConfig, raw: string): Promise<string> {
  try {
    const target = parseOutboundUrl(raw, { allowList: config.outboundAllowList });
    await withTimeout(resolvePinnedAddress(target, config.lookup ?? systemLookup), target.hostname);
    return target.url.href;
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    throw new AppError('VALIDATION', error.message, { details: [{ path: 'url', message: error.message }] });
  }
}

function withTimeout<T>(work: Promise<T>, hostname: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new OutboundError('unreachable', `The address ${hostname} could not be found; check the URL`)),
      RESOLVE_TIMEOUT_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
