import { SCOPE_UNIT_DEFAULTS, SCOPE_UNIT_FALLBACKS, type ScopeUnit, type ServiceDefinition } from '@scopewright/domain';

export type UnitQuantities = Partial<Record<ScopeUnit, number>>;

function quantityFor(service: ServiceDefinition, unit: ScopeUnit, quantities: UnitQuantities): number {
  const named =
    quantities[unit] ?? SCOPE_UNIT_FALLBACKS[unit]?.map((other) => quantities[other]).find((q) => q !== undefined);
  if (named !== undefined) return named;
  return unit === service.primaryUnit ? service.defaultQuantity : SCOPE_UNIT_DEFAULTS[unit];
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
