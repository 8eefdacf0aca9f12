export { assertStillManages, countOtherAdmins, countSeatsUsed, lockTeam } from './team.queries';
