import { evaluateGuards, type GuardRequirement } from '@scopewright/domain';
import { guardSession, type Actor } from '../../platform/access/actor';

/** Whether the actor passes a requirement's guard chain, as the route doing the step would decide. */
export function actorCan(actor: Actor, requirement: GuardRequirement): boolean {
  return evaluateGuards({
    session: guardSession(actor),
    profile: actor.profile,
    tenant: actor.access,
    path: '/dashboard',
    requirement,
  }).ok;
}
