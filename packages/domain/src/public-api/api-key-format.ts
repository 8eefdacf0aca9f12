/**
 * API keys look like `sw_live_` + 32 base62 characters + a 6-character base62 CRC-32 of those 32: the prefix lets
 * secret scanners find a leaked key, the checksum lets them tell a real one from noise without calling us.
 */
export const API_KEY_PREFIX = 'sw_live_';
export const API_KEY_RANDOM_LENGTH = 32;
export const API_KEY_CHECKSUM_LENGTH = 6;
export const API_KEY_PATTERN = /^sw_live_[0-9A-Za-z]{38}$/;
/** How many characters of the key (prefix included) the list shows as its start. */
export const API_KEY_START_LENGTH = API_KEY_PREFIX.length + 4;

/** The overlap a rotation gives the old key, in hours: 0 ends it at once, at most a week. */
export const API_KEY_ROTATION_OVERLAP_HOURS = { default: 24, max: 168 } as const;
