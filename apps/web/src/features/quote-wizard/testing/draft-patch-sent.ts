/** A PATCH /draft body as a test reads it back from the stubbed fetch. */
export interface DraftPatchSent {
  lockVersion: number;
  sections?: { id: string; name: string }[];
  lines?: { sectionId: string; line: Record<string, unknown> & { id: string; name: string } }[];
  lineOrder?: Record<string, string[]>;
  removedLineIds?: string[];
}

/** The lines a patch sent for the section of that name (one it added or changed), in that section's order. */
export function linesSentIn(patch: DraftPatchSent, sectionName: string) {
  const section = patch.sections?.find((s) => s.name === sectionName);
  if (!section) throw new Error(`The patch sent no section named ${sectionName}`);
  const order = patch.lineOrder?.[section.id] ?? [];
  return (patch.lines ?? [])
    .filter((entry) => entry.sectionId === section.id)
    .map((entry) => entry.line)
    .sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
}
