import type { IntegrationCredentials, IntegrationProvider } from '@/data/integrations';

export interface CredentialField {
  name: string;
  label: string;
  /** Where the value is found in the PSA, in one or two sentences. */
  help: string;
  secret?: boolean;
  optional?: boolean;
  placeholder?: string;
  inputMode?: 'url' | 'email' | 'text';
}

const CW_API_MEMBER = 'System → Members → API Members';
const HALO_APP = 'Config → Integrations → HaloPSA API → View Applications';

/** Each PSA's credential fields, in the order its own setup screens show them. */
export const PROVIDER_FIELDS: Readonly<Record<IntegrationProvider, readonly CredentialField[]>> = {
  connectwise: [
    {
      name: 'site',
      label: 'Site',
      help:
        'Your ConnectWise API host: api-na.myconnectwise.net, api-eu.myconnectwise.net or ' +
        'api-aus.myconnectwise.net in the cloud, or your own server’s address on premises (its IP allowlist must let Scopewright in).',
      placeholder: 'api-na.myconnectwise.net',
      inputMode: 'url',
    },
    {
      name: 'companyId',
      label: 'Company ID',
      help: 'The company name you type on the ConnectWise PSA sign-in page.',
      placeholder: 'acme',
    },
    {
      name: 'publicKey',
      label: 'Public key',
      help: `Create an API member in ${CW_API_MEMBER} (it uses no licence), then add a key on its API Keys tab.`,
    },
    {
      name: 'privateKey',
      label: 'Private key',
      help: 'Shown once, next to the public key, when the API key is created.',
      secret: true,
    },
    {
      name: 'clientId',
      label: 'Client ID',
      help: 'The GUID of your integration from developer.connectwise.com; ConnectWise asks for it on every call.',
      placeholder: '00000000-0000-0000-0000-000000000000',
    },
  ],
  autotask: [
    {
      name: 'username',
      label: 'API username',
      help: 'The username of an API-only resource in Autotask (an email address). It also tells us your zone.',
      placeholder: 'api-user@acme.com',
      inputMode: 'email',
    },
    {
      name: 'secret',
      label: 'Secret',
      help: 'The password (secret) of that API-only resource.',
      secret: true,
    },
    {
      name: 'integrationCode',
      label: 'Integration code',
      help: 'The API-only resource’s tracking identifier: the 27-character integration code chosen for it.',
      secret: true,
    },
  ],
  halopsa: [
    {
      name: 'instanceUrl',
      label: 'Instance URL',
      help: 'Your Halo address, starting with https://, as shown under API Details in Config → Integrations → HaloPSA API.',
      placeholder: 'https://acme.halopsa.com',
      inputMode: 'url',
    },
    {
      name: 'clientId',
      label: 'Client ID',
      help:
        `From a new application in ${HALO_APP}: authentication "Client ID and Secret (Services)", login type ` +
        'Agent, an active agent to log in as, and permission "all".',
    },
    {
      name: 'clientSecret',
      label: 'Client secret',
      help: 'Shown with the client ID in that application.',
      secret: true,
    },
    {
      name: 'tenant',
      label: 'Tenant',
      help: 'Only for Halo-hosted instances: the tenant shown under API Details. Leave it empty for your own server.',
      optional: true,
    },
  ],
};

export type CredentialValues = Record<string, string>;

export const emptyValues = (provider: IntegrationProvider): CredentialValues =>
  Object.fromEntries(PROVIDER_FIELDS[provider].map((field) => [field.name, '']));

/** The typed values as the API's body: trimmed, an empty optional field sent as null. */
export function toCredentials(provider: IntegrationProvider, values: CredentialValues): IntegrationCredentials {
  const entries = PROVIDER_FIELDS[provider].map((field) => {
    const value = (values[field.name] ?? '').trim();
    return [field.name, field.optional && value === '' ? null : value] as const;
  });
  return Object.fromEntries(entries) as IntegrationCredentials;
}

/** The first required field left empty, or null. */
export const firstMissing = (provider: IntegrationProvider, values: CredentialValues) =>
  PROVIDER_FIELDS[provider].find((field) => !field.optional && !(values[field.name] ?? '').trim()) ?? null;
