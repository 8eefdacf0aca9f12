import { randomUUID } from 'node:crypto';
import { QuoteContentInput, type QuoteContent, type QuoteLineInput } from '@scopewright/domain';

const PHASES = ['Discovery', 'Design', 'Build', 'Migrate', 'Train', 'Close'];

/**
 * A quote's content of `sections` phases with `linesPerSection` labour lines each (minutes and roles vary by
 * position, roles taken in turn from `roleIds`), plus the extra lines given for the last section.
 */
export function buildLabourContent(
  options: { sections?: number; linesPerSection?: number; roleIds?: string[]; extraLines?: QuoteLineInput[] } = {},
): QuoteContent {
  const { sections = 6, linesPerSection = 10, roleIds = [], extraLines = [] } = options;
  return QuoteContentInput.parse({
    executiveSummary: 'Migrate 120 mailboxes to Microsoft 365 and harden the tenant.',
    contractTermMonths: 24,
    sections: Array.from({ length: sections }, (_, s) => ({
      id: randomUUID(),
      name: PHASES[s % PHASES.length] ?? `Phase ${s + 1}`,
      lines: [
        ...Array.from({ length: linesPerSection }, (_, l) => ({
          id: randomUUID(),
          kind: 'labor' as const,
          name: `Task ${s + 1}.${l + 1}`,
          clientDescription: l === 0 ? 'Includes the kickoff call.' : '',
          unit: 'hour',
          quantity: 1 + (l % 2),
          minutes: 60 + ((s + l) % 4) * 90,
          roleId: roleIds.length ? (roleIds[(s + l) % roleIds.length] ?? null) : null,
          unitPriceCents: 17_500,
          unitCostCents: 7_000,
          assumptions: l === 1 ? ['Global admin access is granted before the start'] : [],
          outOfScope: l === 2 ? ['Printers and scanners'] : [],
        })),
        ...(s === sections - 1 ? extraLines : []),
      ],
    })),
  });
}
