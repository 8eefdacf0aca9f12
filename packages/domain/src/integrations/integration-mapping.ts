import { z } from 'zod';
import { SafeText } from '../validation/safe-text';
import { INTEGRATIONS_COPY as COPY } from './integration-copy';
import { INTEGRATION_LIMITS } from './integration-credentials';
import { MAPPING_PARTS } from './integration-enums';

const Key = SafeText.pipe(
  z
    .string()
    .trim()
    .min(1)
    .max(INTEGRATION_LIMITS.phaseName, { error: COPY.tooLong('mapping key', INTEGRATION_LIMITS.phaseName) }),
);
const RemoteId = SafeText.pipe(
  z
    .string()
    .trim()
    .min(1)
    .max(INTEGRATION_LIMITS.phaseName, { error: COPY.tooLong('PSA value', INTEGRATION_LIMITS.phaseName) }),
);

const Part = z
  .record(Key, RemoteId)
  .refine((part) => Object.keys(part).length <= INTEGRATION_LIMITS.mappingEntries, {
    error: `A mapping holds at most ${INTEGRATION_LIMITS.mappingEntries} entries per list.`,
  })
  .default({});

/** Ours → the PSA's: role ids → work role / work type ids, section names → phase names, catalog items → products
 * and agreement types, pipeline stage ids → opportunity stage ids. Ids are strings on both sides. */
export const Mapping = z.strictObject({
  roles: Part,
  workTypes: Part,
  phases: Part,
  products: Part,
  recurring: Part,
  stages: Part,
});
export type Mapping = z.infer<typeof Mapping>;

export const SaveMappingInput = z.strictObject({
  lockVersion: z.number().int().min(1),
  mapping: Mapping,
});
export type SaveMappingInput = z.input<typeof SaveMappingInput>;

export function emptyMapping(): Mapping {
  return { roles: {}, workTypes: {}, phases: {}, products: {}, recurring: {}, stages: {} };
}

/** A stored mapping read leniently: a part that is not a string→string record reads as empty. */
export function readMapping(value: unknown): Mapping {
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const mapping = emptyMapping();
  for (const part of MAPPING_PARTS) mapping[part] = readPart(source[part]);
  return mapping;
}

function readPart(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
