import { DOCUMENT_COPY, type QuoteDocument } from '@scopewright/domain';
import { DocumentHeading } from './document-heading';

/** The workspace's logo, or its name in the primary colour. */
export function DocumentBrand({ name, logoUrl }: { name: string; logoUrl?: string | null }) {
  if (logoUrl) {
    return <img src={logoUrl} alt={name} className="h-12 w-auto max-w-[220px] object-contain object-left" />;
  }
  return <span className="text-xl font-semibold text-(--doc-primary-ink)">{name}</span>;
}

/** Cover block: brand, title, client, reference and dates; without a cover, the header line titles the document. */
export function DocumentCover({
  document,
  logoUrl,
  level,
}: {
  document: QuoteDocument;
  logoUrl?: string | null;
  level: number;
}) {
  const { cover } = document;
  const logo =
    logoUrl ??
    (document.branding.logo?.dataUri.startsWith('data:image/png;base64,') ? document.branding.logo.dataUri : null);
  if (!cover) {
    return (
      <header className="border-b-4 border-(--doc-primary) pb-4">
        <DocumentHeading level={level} className="text-xl font-semibold text-(--doc-primary-ink)">
          {document.headerText}
        </DocumentHeading>
      </header>
    );
  }
  const facts: [string, string][] = [
    [DOCUMENT_COPY.quoteNumber, cover.reference],
    [DOCUMENT_COPY.issued, cover.issuedOn],
    [DOCUMENT_COPY.validUntil, cover.validUntil],
    [DOCUMENT_COPY.preparedBy, cover.preparedBy],
  ];
  return (
    <header className="overflow-hidden rounded-xl border">
      <div className="bg-(--doc-primary) px-5 py-6 text-(--doc-on-primary) sm:px-8 sm:py-8">
        <p className="text-xs font-semibold tracking-[0.14em] uppercase opacity-85">{DOCUMENT_COPY.documentKind}</p>
        <DocumentHeading level={level} className="mt-2 text-2xl leading-tight font-semibold break-words sm:text-3xl">
          {cover.title}
        </DocumentHeading>
        <p className="mt-3 text-sm opacity-90">
          {DOCUMENT_COPY.preparedFor} <span className="font-semibold break-words">{cover.clientName}</span>
        </p>
      </div>
      <div className="flex flex-col gap-5 bg-card px-5 py-5 sm:px-8">
        <DocumentBrand name={cover.workspaceName} logoUrl={logo} />
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="font-medium break-words tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}
