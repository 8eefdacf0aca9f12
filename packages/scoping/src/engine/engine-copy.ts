/** Texts the built-in engine writes into a scope. They print on quotes, so they are written for the client. */
export const ENGINE_COPY = {
  projectManagement: {
    name: 'Project management & coordination',
    description:
      'Plan and schedule the work, coordinate engineers and your team, run status updates and manage changes until sign-off.',
    deliverables: ['Project plan and schedule', 'Status updates until sign-off'],
    rationale: (technicalHours: string, share: string) =>
      `${share} of ${technicalHours} h of technical work, at least 2 h`,
  },
  handover: {
    name: 'Documentation & handover',
    description:
      'Write up the as-built configuration, update your documentation and walk your team through what changed.',
    deliverables: ['As-built documentation', 'Handover session'],
    rationale: (technicalHours: string) => `5% of ${technicalHours} h of technical work, at least 1 h`,
  },
  /** A task line says which service it belongs to: phases mix several services' tasks. */
  taskOfService: (service: string, description: string) => `${service}: ${description}`,
  fixedEffort: (hours: string) => `${hours} h fixed effort, does not scale with size`,
  perUnit: (basis: string, perUnit: string, unitLabel: string, baseHours: string) =>
    `${basis} × ${perUnit} h per ${unitLabel}${baseHours === '0' ? '' : ` + ${baseHours} h set-up`}`,
  assumed: (count: string) => ` (assumed ${count} — adjust)`,
  /** Per-unit work in bulk: past 50 units at half the rate, past 200 at a quarter (build-lines BATCH_TIERS). */
  batched: (units: string) => `, counted as ${units} in bulk (past 50 at half rate, past 200 at a quarter)`,
  /** A question for the client about a count the scope had to assume. */
  askCount: (units: string, assumed: string) => `How many ${units} are in scope? We assumed ${assumed}.`,
  refinement: {
    added: (names: string) => `Added ${names}`,
    removed: (names: string) => `removed ${names}`,
    set: (unit: string, to: string) => `${unit} set to ${to}`,
    changed: (unit: string, from: string, to: string) => `${unit} ${from} → ${to}`,
    notInScope: (text: string) => `“${text}” is not in the current scope`,
    nothingChanged: 'Nothing in the current scope changed.',
  },
} as const;
