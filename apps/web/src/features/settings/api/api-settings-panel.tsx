import { ExternalLink } from 'lucide-react';
import { API_OPENAPI_URL, API_REFERENCE_URL, API_SETTINGS_COPY as COPY } from './api-settings-copy';
import { ApiSettingsNotAdmin, ApiSettingsSkeleton, ApiSettingsUpgrade } from './api-settings-states';
import { ApiKeysCard } from './keys/api-keys-card';
import { useApiSettingsAccess } from './use-api-settings-access';
import { WebhooksCard } from './webhooks/webhooks-card';

const LINK = 'inline-flex items-center gap-1 font-medium text-brand-ink underline-offset-4 hover:underline';

/** Settings → API: the workspace's API keys and webhook endpoints (admins of plans with API access). */
export function ApiSettingsPanel() {
  const access = useApiSettingsAccess();
  return (
    <section className="flex flex-col gap-4" aria-labelledby="api-settings-title">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="api-settings-title" className="text-base font-semibold">
            {COPY.title}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-muted-foreground">{COPY.intro}</p>
        </div>
        <p className="flex shrink-0 gap-4 text-[13px]">
          <a href={API_REFERENCE_URL} target="_blank" rel="noopener noreferrer" className={LINK}>
            {COPY.reference} <ExternalLink className="size-3.5" aria-hidden />
          </a>
          <a href={API_OPENAPI_URL} target="_blank" rel="noopener noreferrer" className={LINK}>
            {COPY.openapi} <ExternalLink className="size-3.5" aria-hidden />
          </a>
        </p>
      </div>
      {access.isLoading ? (
        <ApiSettingsSkeleton />
      ) : access.upgradeMessage ? (
        <ApiSettingsUpgrade message={access.upgradeMessage} isAdmin={access.isAdmin} />
      ) : access.canManage ? (
        <div className="grid grid-cols-1 gap-6">
          <ApiKeysCard />
          <WebhooksCard />
        </div>
      ) : (
        <ApiSettingsNotAdmin />
      )}
    </section>
  );
}
