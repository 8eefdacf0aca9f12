import type { CredentialsInput, IntegrationProviderId } from '@scopewright/domain';
import type { Keyring } from '../../../platform/secret-box/encryption-keyring';
import { encryptSecret } from '../../../platform/secret-box/secret-box';

/** Binds a sealed value to its row: copied to another tenant's or connection's row, it does not open. */
export function connectionAad(tenantId: string, connectionId: string): string {
  return `${tenantId}:${connectionId}`;
}

export function sealCredentials(
  keyring: Keyring,
  tenantId: string,
  connectionId: string,
  credentials: CredentialsInput,
): string {
  return encryptSecret(keyring, JSON.stringify(credentials), connectionAad(tenantId, connectionId));
}

/** Per provider, the credential fields that are not secret: every other field is (never shown, never logged). */
export const ACCOUNT_FIELDS: Record<IntegrationProviderId, readonly string[]> = {
  connectwise: ['site', 'companyId', 'publicKey', 'clientId'],
  autotask: ['username'],
  halopsa: ['instanceUrl', 'clientId', 'tenant'],
};

/** The fields the screen may show back: never a private key, secret or client secret. */
export function accountOf(provider: IntegrationProviderId, credentials: CredentialsInput): Record<string, string> {
  const c = credentials as Record<string, string | null | undefined>;
  return Object.fromEntries(
    ACCOUNT_FIELDS[provider].flatMap((key) => (typeof c[key] === 'string' ? [[key, c[key]]] : [])),
  );
}
