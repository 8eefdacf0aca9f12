import {
  DOCUMENT_COPY as COPY,
  type DocumentPricingTable,
  type DocumentSectionKey,
  type DocumentTotalRow,
  type InternalFigures,
  type QuoteDocument,
} from '@scopewright/domain';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Every user string goes through this: hostile text stays text. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
const e = escapeHtml;
const COLOR = /^#[0-9a-f]{6}$/i;
const color = (value: string, fallback: string) => (COLOR.test(value) ? value : fallback);
const LOGO_DATA_URI = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

const paras = (texts: string[]) => texts.map((t) => `<p>${e(t)}</p>`).join('');
const internal = (f: InternalFigures | null) =>
  f
    ? `<p class="internal">${e(`${COPY.internalCost} ${f.cost} · ${COPY.internalMargin} ${f.margin}${f.note ? ` · ${COPY.internalNote}: ${f.note}` : ''}`)}</p>`
    : '';

function scope(doc: QuoteDocument): string {
  return doc.scope
    .map(
      (s) =>
        `<section class="phase"><h2>${e(s.name)}</h2>${s.optionalLabel ? `<p class="badge">${e(s.optionalLabel)}</p>` : ''}` +
        `${s.description ? `<p class="muted">${e(s.description)}</p>` : ''}${internal(s.internal)}` +
        s.tasks
          .map(
            (t) =>
              `<div class="task"><h3>${e(t.name)}${t.hours ? `<span>${e(t.hours)}</span>` : ''}</h3>` +
              `${t.optionalLabel ? `<p class="badge">${e(t.optionalLabel)}</p>` : ''}${t.description ? `<p>${e(t.description)}</p>` : ''}` +
              t.scopeLists
                .map((l) => `<h4>${e(l.heading)}</h4><ul>${l.items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>`)
                .join('') +
              `${internal(t.internal)}</div>`,
          )
          .join('') +
        '</section>',
    )
    .join('');
}

function table(t: DocumentPricingTable): string {
  const head = t.columns.map((c, i) => `<th${i ? ' class="num"' : ''}>${e(c)}</th>`).join('');
  const rows = t.rows
    .map((r) => {
      const values = [r.quantity, r.unitPrice ?? '', r.amount ?? ''];
      if (t.key !== 'one_time') values.push(r.term ?? '');
      if (r.internal) values.push(r.internal.cost, r.internal.margin);
      const name = `${e(r.name)}${r.optionalLabel ? `<small>${e(r.optionalLabel)}</small>` : ''}${r.internal?.note ? `<small class="internal">${e(r.internal.note)}</small>` : ''}`;
      const cells =
        r.kind === 'group'
          ? `<td colspan="${t.columns.length - 1}"></td>`
          : values.map((v) => `<td class="num">${e(v)}</td>`).join('');
      return `<tr class="${r.kind}"><td>${name}</td>${cells}</tr>`;
    })
    .join('');
  return `<h2>${e(t.title)}</h2><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

const totals = (rows: DocumentTotalRow[]) =>
  `<table class="totals">${rows.map((r) => `<tr${r.emphasis ? ' class="em"' : ''}><td>${e(r.label)}</td><td class="num">${e(r.value)}</td></tr>`).join('')}</table>`;

function body(doc: QuoteDocument, key: DocumentSectionKey | 'internal'): string {
  switch (key) {
    case 'summary':
      return paras(doc.summary);
    case 'scope':
      return scope(doc);
    case 'pricing':
      return (
        doc.pricing.tables.map(table).join('') +
        totals(doc.pricing.totals) +
        (doc.pricing.optionalNote ? `<p class="muted right">${e(doc.pricing.optionalNote)}</p>` : '')
      );
    case 'terms':
      return paras(doc.terms);
    case 'signature':
      return `<p>${e(doc.signature.intro)}</p><div class="sign">${doc.signature.fields.map((f) => `<div><span></span>${e(f)}</div>`).join('')}</div>`;
    case 'internal':
      return doc.internal
        ? totals(doc.internal.rows) +
            paras(
              doc.internal.belowCost.length ? [`${COPY.internalBelowCost}: ${doc.internal.belowCost.join(', ')}`] : [],
            ) +
            paras(doc.internal.notes)
        : '';
  }
}

/** The same document as standalone HTML with print CSS (no script, no external resource). */
export function renderQuoteHtml(doc: QuoteDocument): string {
  const primary = color(doc.branding.primaryColor, '#1e3a5f');
  const accent = color(doc.branding.accentColor, '#0e7c86');
  const c = doc.cover;
  const logo = doc.branding.logo;
  // Only our own re-encoded PNG as a data URI: nothing to fetch, and the CSP allows no other image source.
  const logoTag =
    logo && LOGO_DATA_URI.test(logo.dataUri)
      ? `<p class="logo"><img src="${logo.dataUri}" alt="" width="${Math.round(logo.width)}" height="${Math.round(logo.height)}"></p>`
      : '';
  const font = doc.branding.font === 'Times-Roman' ? "'Times New Roman',Times,serif" : 'Helvetica,Arial,sans-serif';
  const cover = c
    ? `<section class="cover">${logoTag}<div class="band"><p class="ws">${e(c.workspaceName)}</p><p class="kind">${e(COPY.documentKind)}</p><h1>${e(c.title)}</h1></div>` +
      `<p class="label">${e(COPY.preparedFor)}</p><p class="client">${e(c.clientName)}</p><dl>` +
      [
        [COPY.quoteNumber, c.reference],
        [COPY.issued, c.issuedOn],
        [COPY.validUntil, c.validUntil],
        [COPY.preparedBy, c.preparedBy],
      ]
        .map(([k, v]) => `<div><dt>${e(k!)}</dt><dd>${e(v!)}</dd></div>`)
        .join('') +
      '</dl></section>'
    : '';
  const sections = doc.order
    .map((key) => `<section class="part"><h1>${e(doc.headings[key])}</h1>${body(doc, key)}</section>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"><title>${e(c?.title ?? doc.headerText)}</title><style>
@page{size:A4;margin:20mm 18mm}
body{font-family:${font};font-size:9.5pt;color:#1f2933;margin:0;overflow-wrap:anywhere}
h1{color:${primary};font-size:17pt;border-bottom:1.5pt solid ${accent};padding-bottom:4pt}
h2{color:${primary};font-size:12pt;margin:14pt 0 4pt}h3{font-size:9.5pt;display:flex;justify-content:space-between;margin:0}
h4{font-size:8pt;color:#5f6b7a;text-transform:uppercase;margin:5pt 0 2pt}ul{margin:0;padding-left:14pt}
.cover{break-after:page}.logo img{max-width:200pt;max-height:64pt;width:auto;height:auto}.band{background:${primary};color:#fff;padding:40pt 30pt;border-bottom:5pt solid ${accent}}
.band h1{color:#fff;border:0;font-size:28pt}.ws{font-weight:bold;font-size:15pt}.label,dt{font-size:8pt;color:#5f6b7a;text-transform:uppercase}
.client{font-size:20pt;font-weight:bold}dl{display:grid;grid-template-columns:1fr 1fr}dd{margin:2pt 0 10pt}
.task{border-top:.5pt solid #d9dee5;padding:5pt 0;break-inside:avoid}.muted{color:#5f6b7a}.right{text-align:right}
.badge{color:${accent};font-size:7.5pt;font-weight:bold;text-transform:uppercase}
table{width:100%;border-collapse:collapse}thead{display:table-header-group}th{background:${primary};color:#fff;font-size:8pt;text-align:left;padding:4pt 5pt}
td{padding:4pt 5pt;border-bottom:.5pt solid #d9dee5}tr{break-inside:avoid}.num{text-align:right;white-space:nowrap}
tr.group td{background:#f3f5f8;font-weight:bold}tr.subtotal td{font-weight:bold}small{display:block;color:${accent};font-size:7.5pt}
.totals{width:300pt;margin-left:auto;border-top:3pt solid ${accent}}.totals .em td{background:#f3f5f8;font-weight:bold;color:${primary}}
.internal{background:#fff4e5;color:#7a4100;font-size:8pt;padding:3pt}
.sign{display:grid;grid-template-columns:1fr 1fr;gap:26pt;break-inside:avoid}.sign span{display:block;border-bottom:.75pt solid #1f2933;height:28pt}
</style></head><body>${cover}${sections}</body></html>`;
}
