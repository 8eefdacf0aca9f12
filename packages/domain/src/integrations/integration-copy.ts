import { INTEGRATION_PROVIDER_NAMES, type IntegrationProviderId } from './integration-enums';

const name = (provider: IntegrationProviderId) => INTEGRATION_PROVIDER_NAMES[provider];

/** User-facing texts of PSA connections and mapping, shared by the API's refusals and the settings screen. */
export const INTEGRATIONS_COPY = {
  title: 'PSA Integrations',
  description: 'Connect your PSA, CRM, accounting and documentation tools.',
  required: (label: string) => `Enter the ${label}.`,
  tooLong: (label: string, max: number) => `The ${label} must be ${max} characters or fewer.`,
  connectWiseSite:
    'Enter your ConnectWise site as a host name (api-na.myconnectwise.net) or an https:// address (https://cw.example.com).',
  haloInstanceUrl: 'Enter your HaloPSA address starting with https:// (e.g. https://acme.halopsa.com).',
  unknownOption: (key: string) => `"${key}" is not a setting this PSA takes.`,
  notConnected: (provider: IntegrationProviderId) => `${name(provider)} is not connected to this workspace.`,
  credentialsUnreadable: (provider: IntegrationProviderId) =>
    `The saved ${name(provider)} credentials can no longer be read (the encryption key was changed or the record was altered). Disconnect and connect ${name(provider)} again.`,
  credentialsDamaged: (provider: IntegrationProviderId) =>
    `The saved ${name(provider)} credentials are incomplete. Disconnect and connect ${name(provider)} again.`,
  notConfigured: 'PSA integrations are not set up on this server yet. Ask your administrator to configure them.',
  stale: 'This connection was changed by someone else. Reload to see the latest settings.',
  unknownMappingKey: (what: string, key: string) =>
    `Mapping refers to ${what} "${key}", which is not in this workspace.`,
  psaUnreachable: (provider: IntegrationProviderId) =>
    `${name(provider)} could not be reached to read its roles, products and stages.`,
} as const;
