export { createHaloPsaAdapter } from './create-halopsa-adapter';
export type { HaloPsaCredentials, HaloPsaOptions } from './halopsa-credentials';
