import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import {
  type ConnectionSettings as Settings,
  type IntegrationConnection,
  useUpdateIntegrationSettings,
} from '@/data/integrations';
import { isApiError } from '@/lib/api-client';
import { INTEGRATIONS_SCREEN_COPY as COPY } from './integrations-copy';

/** Push on acceptance and the import schedule, each saved as it changes at the connection's lock version. */
export function ConnectionSettings({
  connection,
  onReload,
}: {
  connection: IntegrationConnection;
  onReload: () => void;
}) {
  const update = useUpdateIntegrationSettings(connection.provider, { errorToast: false });
  const switchId = useId();
  const switchHint = useId();
  const scheduleId = useId();
  const scheduleHint = useId();
  const stale = isApiError(update.error) && update.error.status === 409;

  const save = (settings: Partial<Settings>) =>
    update.mutate(
      { lockVersion: connection.lockVersion, settings },
      {
        onSuccess: () => toast.success(COPY.settingsSaved),
        onError: (error) => {
          if (!isApiError(error) || error.status !== 409) toast.error(error.message);
        },
      },
    );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex items-start gap-3">
        <Switch
          id={switchId}
          aria-describedby={switchHint}
          className="mt-0.5"
          checked={connection.settings.pushOnAcceptance}
          disabled={update.isPending}
          onCheckedChange={(pushOnAcceptance) => save({ pushOnAcceptance })}
        />
        <div className="grid gap-1">
          <label htmlFor={switchId} className="text-sm font-medium">
            {COPY.pushOnAcceptance}
          </label>
          <p id={switchHint} className="text-[13px] leading-5 text-muted-foreground">
            {COPY.pushOnAcceptanceHint}
          </p>
        </div>
      </div>
      <div className="grid content-start gap-1.5">
        <label htmlFor={scheduleId} className="text-sm font-medium">
          {COPY.pullSchedule}
        </label>
        <NativeSelect
          id={scheduleId}
          aria-describedby={scheduleHint}
          value={connection.settings.pullSchedule}
          disabled={update.isPending}
          onChange={(event) => save({ pullSchedule: event.target.value as Settings['pullSchedule'] })}
        >
          <option value="off">{COPY.pullOff}</option>
          <option value="daily">{COPY.pullDaily}</option>
        </NativeSelect>
        <p id={scheduleHint} className="text-[13px] leading-5 text-muted-foreground">
          {COPY.pullScheduleHint}
        </p>
      </div>
      {stale && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm sm:col-span-2">
          <span>{COPY.stale}</span>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              update.reset();
              onReload();
            }}
          >
            {COPY.reload}
          </Button>
        </div>
      )}
    </div>
  );
}
