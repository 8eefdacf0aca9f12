export { applyRoleChange } from './apply-role-change';
export { assertStillManages, countSeatsUsed, lockTeam } from './team.queries';
