import { ServiceDefinition, type ServiceDefinitionInput } from '@scopewright/domain';
import { PRODUCTIVITY_SERVICES } from './services/productivity';
import { IDENTITY_SERVICES } from './services/identity';
import { ENDPOINT_SERVICES } from './services/endpoint';
import { SECURITY_SERVICES } from './services/security';
import { COMPLIANCE_SERVICES } from './services/compliance';
import { BACKUP_SERVICES } from './services/backup';
import { INFRASTRUCTURE_SERVICES } from './services/infrastructure';
import { CLOUD_SERVICES } from './services/cloud';
import { NETWORK_SERVICES } from './services/network';
import { VOICE_SERVICES } from './services/voice';
import { ONBOARDING_SERVICES } from './services/onboarding';
import { FACILITIES_SERVICES } from './services/facilities';

/**
 * The MSP service library (docs/decisions/0018-ai-scoping.md): versioned data, parsed once at load so a bad entry fails here,
 * with the service id and the zod path, rather than as a wrong estimate in front of a user.
 */
export const LIBRARY_VERSION = '2026.11.4';

const SOURCES: readonly (readonly ServiceDefinitionInput[])[] = [
  PRODUCTIVITY_SERVICES,
  IDENTITY_SERVICES,
  ENDPOINT_SERVICES,
  SECURITY_SERVICES,
  COMPLIANCE_SERVICES,
  BACKUP_SERVICES,
  INFRASTRUCTURE_SERVICES,
  CLOUD_SERVICES,
  NETWORK_SERVICES,
  VOICE_SERVICES,
  ONBOARDING_SERVICES,
  FACILITIES_SERVICES,
];

function load(): readonly ServiceDefinition[] {
  const seen = new Set<string>();
  return SOURCES.flat().map((input) => {
    const parsed = ServiceDefinition.safeParse(input);
    if (!parsed.success) {
      throw new Error(`Service library entry "${input.id}" is invalid: ${parsed.error.message}`);
    }
    if (seen.has(parsed.data.id)) throw new Error(`Service library id "${parsed.data.id}" is used twice`);
    seen.add(parsed.data.id);
    return Object.freeze(parsed.data);
  });
}

export const SERVICE_LIBRARY: readonly ServiceDefinition[] = load();

const BY_ID = new Map(SERVICE_LIBRARY.map((service) => [service.id, service]));

export const findService = (id: string): ServiceDefinition | undefined => BY_ID.get(id);
