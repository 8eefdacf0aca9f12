/**
 * What a screen may say about a data-layer mutation it uses. `errorToast: false`: the screen shows the errors
 * itself (a form's fields, an inline notice) instead of the default toast (lib/mutation-error-toast.ts).
 */
export interface MutationSettings {
  errorToast?: false;
}

export const mutationMeta = (settings: MutationSettings = {}) =>
  settings.errorToast === false ? { errorToast: false as const } : undefined;
