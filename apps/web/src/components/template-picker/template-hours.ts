import { applyTemplate, type TemplateDocument, type TemplateValues } from '@scopewright/domain';

export type TemplateHours =
  { ok: true; minutes: number; bySection: Record<string, number> } | { ok: false; path: string; message: string };

/**
 * Labour minutes of a template with these answers, in all and per section, from the domain's `applyTemplate`
 * (the API applies the same rules, so the figure is the one the quote gets). `sectionIds` null is every section.
 */
export function templateHours(
  document: TemplateDocument,
  values: TemplateValues,
  sectionIds: readonly string[] | null = null,
): TemplateHours {
  const applied = applyTemplate(document, { values, newId: () => '', sourceRef: '' });
  if (!applied.ok) return applied;
  const bySection: Record<string, number> = {};
  document.content.sections.forEach((section, index) => {
    bySection[section.id] = (applied.sections[index]?.lines ?? [])
      .filter((line) => line.kind === 'labor')
      .reduce((sum, line) => sum + line.minutes * line.quantity, 0);
  });
  const chosen = sectionIds ?? document.content.sections.map((section) => section.id);
  return { ok: true, minutes: chosen.reduce((sum, id) => sum + (bySection[id] ?? 0), 0), bySection };
}
