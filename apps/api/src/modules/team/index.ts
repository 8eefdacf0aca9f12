export { assertStillManages, countSeatsUsed, lockTeam } from './team.queries';
