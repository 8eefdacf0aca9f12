import { BRANDING_COPY as COPY, DEFAULT_BRANDING_SETTINGS, type BrandingSection } from '@scopewright/domain';

const HEX = /^#[0-9a-f]{6}$/i;
const safeColour = (value: string, fallback: string) => (HEX.test(value.trim()) ? value.trim() : fallback);
const FONT_STACKS: Record<string, string> = {
  Helvetica: 'Helvetica, Arial, sans-serif',
  'Times-Roman': '"Times New Roman", Times, serif',
};

export interface BrandingPreviewProps {
  primaryColor: string;
  accentColor: string;
  font: string;
  coverPage: boolean;
  sections: BrandingSection[];
  footerText: string;
  logoUrl: string | null;
  workspaceName: string;
}

/** A miniature of the document as it is being edited: cover band, a heading and a pricing table header. */
export function BrandingPreview(props: BrandingPreviewProps) {
  const primary = safeColour(props.primaryColor, DEFAULT_BRANDING_SETTINGS.primaryColor);
  const accent = safeColour(props.accentColor, DEFAULT_BRANDING_SETTINGS.accentColor);
  const visible = props.sections.filter((s) => s.visible);
  return (
    <figure
      aria-label={COPY.previewTitle}
      data-testid="branding-preview"
      className="grid gap-3 rounded-xl border bg-muted/40 p-3"
      style={{ fontFamily: FONT_STACKS[props.font] ?? FONT_STACKS.Helvetica }}
    >
      <figcaption className="font-sans text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {COPY.previewTitle}
      </figcaption>
      {props.coverPage && (
        <div className="overflow-hidden rounded-md bg-white text-[#1f2933] shadow-sm" data-testid="preview-cover">
          {props.logoUrl && (
            <div className="px-4 pt-3 pb-2">
              <img src={props.logoUrl} alt={COPY.logoAlt} className="max-h-8 max-w-32 object-contain" />
            </div>
          )}
          <div className="px-4 pt-4 pb-5 text-white" style={{ backgroundColor: primary }}>
            <p className="text-xs font-bold">{props.workspaceName}</p>
            <p className="mt-5 text-[10px] tracking-[0.2em] opacity-80">QUOTE</p>
            <p className="mt-1 text-base leading-tight font-bold">{COPY.previewQuoteTitle}</p>
          </div>
          <div className="h-1" style={{ backgroundColor: accent }} />
          <div className="px-4 py-3">
            <p className="text-[9px] tracking-wider text-[#5f6b7a] uppercase">Prepared for</p>
            <p className="text-sm font-bold">{COPY.previewClient}</p>
          </div>
        </div>
      )}
      <div className="rounded-md bg-white p-4 text-[#1f2933] shadow-sm">
        <p
          className="border-b-2 pb-1 text-base font-bold"
          style={{ color: primary, borderColor: accent }}
          data-testid="preview-heading"
        >
          {COPY.previewHeading}
        </p>
        <table className="mt-3 w-full text-[11px]">
          <thead>
            <tr className="text-white" style={{ backgroundColor: primary }}>
              {COPY.previewColumns.map((column, i) => (
                <th key={column} className={i === 0 ? 'px-2 py-1 text-left' : 'px-2 py-1 text-right'}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-[#d9dee5]">
              {COPY.previewRow.map((cell, i) => (
                <td key={cell} className={i === 0 ? 'px-2 py-1' : 'px-2 py-1 text-right tabular-nums'}>
                  {cell}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
        <ol className="mt-3 flex flex-wrap gap-1 text-[10px] text-[#5f6b7a]" aria-label={COPY.sectionsLabel}>
          {visible.map((s, i) => (
            <li key={s.key}>
              {i + 1}. {COPY.sectionNames[s.key]}
              {i < visible.length - 1 ? ' ·' : ''}
            </li>
          ))}
        </ol>
        {props.footerText.trim() && (
          <p className="mt-3 border-t border-[#d9dee5] pt-1 text-[9px] break-words text-[#5f6b7a]">
            {props.footerText}
          </p>
        )}
      </div>
    </figure>
  );
}
