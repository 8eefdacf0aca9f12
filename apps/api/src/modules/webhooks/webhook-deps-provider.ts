import { PUBLIC_API_COPY } from '@scopewright/domain';
import { AppError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import type { AppServices } from '../../platform/services';
import type { WebhookConfig } from './webhook-config';
import type { WebhookDeps } from './webhook-deps';
import { createWebhookDispatcher, type WebhookDispatcher } from './webhook-dispatcher';

export interface WebhooksRouterOptions {
  /** The keyring and outbound rules; without them the routes answer 503. */
  config?: WebhookConfig;
  /** This process's dispatcher (server.ts); one that only sends by hand is made when absent (tests). */
  dispatcher?: WebhookDispatcher;
  logger: Logger;
}

/**
 * The webhook use cases' deps for a router (the app's and the public API's): the keyring and outbound rules (503
 * without them) and this process's dispatcher, or a send-only one made on first use (tests).
 */
export function webhookDepsProvider(
  services: Pick<AppServices, 'database' | 'mail' | 'config'>,
  options: WebhooksRouterOptions,
): () => WebhookDeps {
  let dispatcher = options.dispatcher;
  return () => {
    const { config } = options;
    if (!config) throw new AppError('SERVICE_UNAVAILABLE', PUBLIC_API_COPY.webhooksNotConfigured);
    dispatcher ??= createWebhookDispatcher({
      database: services.database,
      config,
      logger: options.logger,
      appUrl: services.config.appUrl,
      mail: services.mail,
    });
    return { config, dispatcher };
  };
}
