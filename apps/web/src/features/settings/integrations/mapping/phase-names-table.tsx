import { INTEGRATION_LIMITS } from '@scopewright/domain';
import { Input } from '@/components/ui/input';
import { MAPPING_COPY as COPY } from './mapping-copy';

/** Our section names → the phase names the PSA's projects get (empty: the section's own name). */
export function PhaseNamesTable({
  sections,
  names,
  psaName,
  onChange,
}: {
  sections: readonly string[];
  names: Readonly<Record<string, string>>;
  psaName: string;
  onChange: (section: string, name: string) => void;
}) {
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-4 sm:p-5" aria-label={COPY.phasesTitle}>
      <div className="grid gap-1">
        <h3 className="text-sm font-semibold">{COPY.phasesTitle}</h3>
        <p className="text-[13px] text-muted-foreground">{COPY.phasesDescription(psaName)}</p>
      </div>
      {sections.length === 0 ? (
        <p className="text-sm text-muted-foreground">{COPY.noPhases}</p>
      ) : (
        <ul className="grid gap-2">
          {sections.map((section) => (
            <li
              key={section}
              className="grid gap-1 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] sm:items-center sm:gap-4"
            >
              <span className="text-sm font-medium">{section}</span>
              <Input
                aria-label={COPY.phaseNameLabel(section)}
                value={names[section] ?? ''}
                placeholder={section}
                maxLength={INTEGRATION_LIMITS.phaseName}
                onChange={(event) => onChange(section, event.target.value)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
