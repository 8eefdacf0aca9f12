import type { LookupAll } from '../../platform/outbound/resolve-pinned-address';
import type { Keyring } from '../../platform/secret-box/encryption-keyring';

/**
 * What webhooks need from the server: the keyring that seals endpoint secrets (the integrations keyring, ADR 0049)
 * and the outbound rules. The PSA connections' ConnectionConfig has the same shape and is passed as is.
 */
export interface WebhookConfig {
  keyring: Keyring;
  /** host:port pairs that may use http and private addresses (OUTBOUND_ALLOW_LIST): local receivers, never production. */
  outboundAllowList: readonly string[];
  /** Tests: a resolver instead of the system's DNS. */
  lookup?: LookupAll;
}
