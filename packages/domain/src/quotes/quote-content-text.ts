import { formatHours, formatMoney } from './format-money';
import type { QuoteContentInput } from './quote-content';

type Draft = { title: string; currency: string; content: QuoteContentInput };

/**
 * A quote's content as plain text, one line per task or item, for a person to read or paste (the conflict
 * dialog's "your version"): what was typed, without ids or flags.
 */
export function quoteContentAsText({ title, currency, content }: Draft): string {
  const out = [title];
  const summary = content.executiveSummary?.trim();
  if (summary) out.push('', summary);
  for (const section of content.sections ?? []) {
    out.push('', section.isOptional ? `${section.name} (optional)` : section.name);
    for (const line of section.lines ?? []) {
      const quantity = line.quantity ?? 1;
      const price = line.unitPriceCents ?? 0;
      const detail =
        line.kind === 'labor'
          ? `${formatHours(quantity * (line.minutes ?? 0))}${line.roleName ? `, ${line.roleName}` : ''} at ${formatMoney(price, currency)}/h`
          : `${quantity} ${line.unit ?? 'each'} × ${formatMoney(price, currency, { frequency: line.frequency ?? 'one_time' })}`;
      out.push(`  • ${line.name} — ${detail}${line.isOptional ? ' (optional)' : ''}`);
    }
  }
  const terms = content.terms?.trim();
  if (terms) out.push('', terms);
  return out.join('\n');
}
