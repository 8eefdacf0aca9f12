/** Autotask's field lengths (characters). */
export const AUTOTASK_LIMITS = {
  companyName: 100,
  opportunityTitle: 128,
  projectName: 100,
  projectDescription: 8000,
  phaseTitle: 255,
  taskTitle: 255,
  taskDescription: 8000,
  /** Project charges: not in the swagger, taken from the SOAP ProjectCost entity (unconfirmed on REST). */
  chargeName: 100,
  chargeDescription: 2000,
  noteTitle: 250,
  noteText: 32000,
  attachmentTitle: 255,
  fileName: 255,
} as const;

/** Shortens to `max` characters, ending with an ellipsis so a reader sees it was cut. */
export function clipText(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}…`;
}

/** Autotask money fields are decimal currency units. */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

export function hoursToAutotask(hours: number): number {
  return Math.round(hours * 100) / 100;
}
