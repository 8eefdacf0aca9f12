import type { ScopeUnit, ServiceDefinition } from '@scopewright/domain';

export type UnitQuantities = Partial<Record<ScopeUnit, number>>;

// Mirrors the engine's resolve-quantity (packages/scoping) so a card's "≈" agrees with the priced estimate;
// the estimate endpoint stays the authority.
const FALLBACKS: Partial<Record<ScopeUnit, readonly ScopeUnit[]>> = {
  mailboxes: ['users'],
  users: ['mailboxes', 'devices', 'phones'],
  devices: ['users'],
  phones: ['users'],
  firewalls: ['sites'],
  circuits: ['sites'],
  switches: ['sites'],
};
const UNIT_DEFAULTS: Record<ScopeUnit, number> = {
  users: 10,
  devices: 10,
  mailboxes: 10,
  sites: 1,
  servers: 1,
  vms: 2,
  tb: 1,
  access_points: 4,
  switches: 1,
  firewalls: 1,
  printers: 2,
  phones: 10,
  circuits: 1,
  applications: 3,
};

function quantityFor(service: ServiceDefinition, unit: ScopeUnit, quantities: UnitQuantities): number {
  const named = quantities[unit] ?? FALLBACKS[unit]?.map((other) => quantities[other]).find((q) => q !== undefined);
  if (named !== undefined) return named;
  return unit === service.primaryUnit ? service.defaultQuantity : UNIT_DEFAULTS[unit];
}

/** The service's hours at the given quantities; with none, its primary unit at the default quantity. */
export function estimateServiceHours(service: ServiceDefinition, quantities?: UnitQuantities): number {
  const given = quantities ?? (service.primaryUnit ? { [service.primaryUnit]: service.defaultQuantity } : {});
  return service.tasks.reduce(
    (sum, task) => sum + task.baseHours + (task.unit ? task.perUnitHours * quantityFor(service, task.unit, given) : 0),
    0,
  );
}

/** The units the picker asks for: the services' primary units, each once (the engine derives the rest). */
export function unitsOf(services: readonly ServiceDefinition[]): ScopeUnit[] {
  return [...new Set(services.flatMap((service) => (service.primaryUnit ? [service.primaryUnit] : [])))];
}

/** The prefilled quantity of a unit in the picker: the largest default among the services that scale with it. */
export function defaultQuantityFor(services: readonly ServiceDefinition[], unit: ScopeUnit): number {
  const defaults = services.filter((s) => s.primaryUnit === unit).map((s) => s.defaultQuantity);
  return defaults.length > 0 ? Math.max(...defaults) : 1;
}
