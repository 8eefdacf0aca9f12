import { integrationConnections, type IntegrationConnectionRow, type Tx } from '@scopewright/db';
import { INTEGRATIONS_COPY, parseConnectionSettings, type IntegrationProviderId } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import type { Keyring } from '../../../platform/secret-box/encryption-keyring';
import { decryptSecret, SecretBoxError } from '../../../platform/secret-box/secret-box';
import { createAdapter, type PsaCredentials, type PsaOptions } from '../psa/create-adapter';
import { createPsaTransport } from '../psa/create-psa-transport';
import type { PsaAdapter, PsaTransport } from '../psa/psa-adapter';
import { connectionAad } from './seal-credentials';

export interface ConnectionConfig {
  keyring: Keyring;
  outboundAllowList: readonly string[];
  /** Overrides https://webservices.autotask.net (the Autotask fake in tests and dev). */
  autotaskZoneLookupUrl?: string | undefined;
  /** Tests may swap the production transport; it is built from outboundAllowList otherwise. */
  transport?: PsaTransport;
}

export interface LoadedConnection {
  row: IntegrationConnectionRow;
  adapter: PsaAdapter;
}

/** The workspace's connection to a PSA and a client for it; null when it is not connected. */
export async function loadConnection(
  tx: Tx,
  config: ConnectionConfig,
  tenantId: string,
  provider: IntegrationProviderId,
): Promise<LoadedConnection | null> {
  const [row] = await tx
    .select()
    .from(integrationConnections)
    .where(and(eq(integrationConnections.tenantId, tenantId), eq(integrationConnections.provider, provider)));
  return row === undefined ? null : { row, adapter: adapterForRow(config, row) };
}

export async function loadConnectionById(
  tx: Tx,
  config: ConnectionConfig,
  tenantId: string,
  id: string,
): Promise<LoadedConnection | null> {
  const [row] = await tx
    .select()
    .from(integrationConnections)
    .where(and(eq(integrationConnections.tenantId, tenantId), eq(integrationConnections.id, id)));
  return row === undefined ? null : { row, adapter: adapterForRow(config, row) };
}

/** A client for the row's sealed credentials; AppError PRECONDITION_FAILED when they cannot be opened. */
export function adapterForRow(config: ConnectionConfig, row: IntegrationConnectionRow): PsaAdapter {
  const credentials = openCredentials(config.keyring, row);
  return adapterFor(config, credentials, adapterOptions(config, row));
}

export function adapterFor(config: ConnectionConfig, credentials: PsaCredentials, options: PsaOptions): PsaAdapter {
  const transport = config.transport ?? createPsaTransport({ allowList: config.outboundAllowList });
  return createAdapter(credentials, transport, options);
}

export function adapterOptions(
  config: ConnectionConfig,
  row: Pick<IntegrationConnectionRow, 'provider' | 'settings'>,
): PsaOptions {
  const { options } = parseConnectionSettings(row.settings);
  const ids = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);
  switch (row.provider) {
    case 'connectwise':
      return {
        projectBoardId: ids(options.projectBoardId),
        salesRepId: ids(options.salesRepId),
        projectManagerId: ids(options.projectManagerId),
        ...(isBillingMethod(options.billingMethod) ? { billingMethod: options.billingMethod } : {}),
      };
    case 'autotask':
      return {
        ownerResourceId: ids(options.ownerResourceId),
        ...(config.autotaskZoneLookupUrl ? { zoneLookupBase: config.autotaskZoneLookupUrl } : {}),
      };
    case 'halopsa':
      return {
        agentId: ids(options.agentId),
        opportunityCategoryId: ids(options.opportunityCategoryId),
        wonStatusId: ids(options.wonStatusId),
        wonClosureCategoryId: ids(options.wonClosureCategoryId),
        noteOutcome: ids(options.noteOutcome),
        ticketTypeIds: {
          opportunity: ids(options.opportunityTicketTypeId),
          project: ids(options.projectTicketTypeId),
          task: ids(options.taskTicketTypeId),
        },
      };
  }
}

const BILLING_METHODS = ['ActualRates', 'FixedFee', 'NotToExceed', 'OverrideRate'] as const;
function isBillingMethod(value: string | undefined): value is (typeof BILLING_METHODS)[number] {
  return (BILLING_METHODS as readonly (string | undefined)[]).includes(value);
}

export function openCredentials(keyring: Keyring, row: IntegrationConnectionRow): PsaCredentials {
  let plaintext: string;
  try {
    plaintext = decryptSecret(keyring, row.credentialsSealed, connectionAad(row.tenantId, row.id));
  } catch (cause) {
    if (!(cause instanceof SecretBoxError)) throw cause;
    throw new AppError('PRECONDITION_FAILED', INTEGRATIONS_COPY.credentialsUnreadable(row.provider), {
      cause,
      details: { secretBox: cause.code },
    });
  }
  const parsed = parseJson(plaintext);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AppError('PRECONDITION_FAILED', INTEGRATIONS_COPY.credentialsDamaged(row.provider));
  }
  return { ...(parsed as object), provider: row.provider } as PsaCredentials;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
