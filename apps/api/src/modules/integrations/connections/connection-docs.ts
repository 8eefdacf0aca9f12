import { z } from '@hono/zod-openapi';
import {
  AutotaskCredentialsInput,
  ConnectWiseCredentialsInput,
  HaloPsaCredentialsInput,
  INTEGRATION_PROVIDERS,
  PULL_SCHEDULES,
} from '@scopewright/domain';
import { z as zod } from 'zod';

const NamedDoc = z.object({ id: z.string(), name: z.string() }).openapi('PsaNamedOption');
const StringMap = z.record(z.string(), z.string());

export const ConnectionSettingsDoc = z
  .object({
    pushOnAcceptance: z.boolean(),
    pullSchedule: z.enum(PULL_SCHEDULES),
    options: StringMap.openapi({ description: 'PSA-specific ids: project board, owner resource, ticket types …' }),
  })
  .openapi('IntegrationConnectionSettings');

export const ConnectionDoc = z
  .object({
    id: z.string(),
    provider: z.enum(INTEGRATION_PROVIDERS),
    account: StringMap.openapi({
      description:
        'Non-secret fields only: ConnectWise site, companyId, publicKey, clientId; Autotask username; HaloPSA ' +
        'instanceUrl, clientId, tenant. Never a private key, secret or client secret.',
    }),
    accountLabel: z.string().nullable(),
    lastTestedAt: z.string().nullable(),
    lastTestError: z.string().nullable(),
    lastPulledAt: z.string().nullable(),
    settings: ConnectionSettingsDoc,
    lockVersion: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('IntegrationConnection');

export const IntegrationListDoc = z
  .object({
    providers: z.array(
      z.object({
        provider: z.enum(INTEGRATION_PROVIDERS),
        name: z.string(),
        connection: ConnectionDoc.nullable(),
      }),
    ),
  })
  .openapi('IntegrationList');

export const MappingDoc = z
  .object({
    roles: StringMap,
    workTypes: StringMap,
    phases: StringMap,
    products: StringMap,
    recurring: StringMap,
    stages: StringMap,
  })
  .openapi('IntegrationMapping');

export const MappingViewDoc = z
  .object({
    lookups: z.object({
      roles: z.array(NamedDoc),
      workTypes: z.array(NamedDoc),
      opportunityStages: z.array(NamedDoc),
      products: z.array(NamedDoc),
      agreementTypes: z.array(NamedDoc),
    }),
    ours: z.object({
      roles: z.array(NamedDoc),
      phases: z.array(z.string()),
      products: z.array(NamedDoc),
      recurring: z.array(NamedDoc),
      stages: z.array(NamedDoc),
    }),
    mapping: MappingDoc,
    suggested: MappingDoc,
    lockVersion: z.number().int(),
  })
  .openapi('IntegrationMappingView');

export const SavedMappingDoc = z
  .object({ mapping: MappingDoc, lockVersion: z.number().int() })
  .openapi('IntegrationSavedMapping');

const jsonSchemaOf = (schema: zod.ZodType) => {
  const { $schema: _ignored, ...rest } = zod.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
};

/**
 * The PUT body: the path's PSA's credentials. Checked by the use case for that PSA (field rules, and http:// only
 * for the server's allow-listed fakes), so the schema here documents the three shapes without choosing one.
 */
export const CredentialsBodyDoc = z.unknown().openapi('PsaCredentials', {
  anyOf: [
    jsonSchemaOf(ConnectWiseCredentialsInput),
    jsonSchemaOf(AutotaskCredentialsInput),
    jsonSchemaOf(HaloPsaCredentialsInput),
  ] as never,
});
