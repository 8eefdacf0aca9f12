import { z } from 'zod';
import { SafeText } from '../validation/safe-text';
import { INTEGRATIONS_COPY as COPY } from './integration-copy';
import { INTEGRATION_LIMITS } from './integration-credentials';
import { INTEGRATION_OPTION_KEYS, PULL_SCHEDULES, type IntegrationProviderId } from './integration-enums';

/** A connection's settings as stored: every field defaulted, so an older or empty row reads whole. */
export const ConnectionSettings = z.object({
  pushOnAcceptance: z.boolean().catch(false).default(false),
  pullSchedule: z.enum(PULL_SCHEDULES).catch('off').default('off'),
  options: z.record(z.string(), z.string()).catch({}).default({}),
});
export type ConnectionSettings = z.infer<typeof ConnectionSettings>;

export function parseConnectionSettings(value: unknown): ConnectionSettings {
  return ConnectionSettings.parse(value ?? {});
}

const OptionValue = SafeText.pipe(
  z
    .string()
    .trim()
    .max(INTEGRATION_LIMITS.option, { error: COPY.tooLong('setting', INTEGRATION_LIMITS.option) }),
);

const SettingsChanges = {
  pushOnAcceptance: z.boolean().optional(),
  pullSchedule: z.enum(PULL_SCHEDULES).optional(),
  options: z.record(z.string(), OptionValue).optional(),
};

/** PATCH body: any of the settings. `options` replaces the saved ones; an empty value removes one. */
export const UpdateConnectionSettingsInput = z.strictObject({
  lockVersion: z.number().int().min(1),
  settings: z.strictObject(SettingsChanges),
});
export type UpdateConnectionSettingsInput = z.infer<typeof UpdateConnectionSettingsInput>;

/** The PATCH body for one PSA: `options` only with the keys its client takes. */
export function updateConnectionSettingsInput(provider: IntegrationProviderId) {
  const keys: readonly string[] = INTEGRATION_OPTION_KEYS[provider];
  return UpdateConnectionSettingsInput.superRefine(({ settings }, ctx) => {
    for (const key of Object.keys(settings.options ?? {})) {
      if (!keys.includes(key)) {
        ctx.addIssue({ code: 'custom', path: ['settings', 'options', key], message: COPY.unknownOption(key) });
      }
    }
  });
}
