import { Image, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { DocumentSignatureMark, QuoteDocument } from '@scopewright/domain';
import { createElement as h } from 'react';
import type { PdfStyles } from './pdf-styles';
import { toPdfText as t } from './pdf-text';

const local = StyleSheet.create({
  value: { marginTop: 14 },
  // A built-in italic serif reads as a signature and needs no font file.
  typed: { fontFamily: 'Times-Italic', fontSize: 20, marginTop: 2 },
  // Taller than the other lines, grown upwards: its rule stays level with the Date line beside it.
  drawnLine: {
    borderBottomWidth: 0.75,
    borderBottomColor: '#1f2933',
    height: 48,
    marginTop: -20,
    justifyContent: 'flex-end',
  },
  drawn: { height: 44, objectFit: 'contain', objectPosition: 'left bottom' },
});

function mark(signature: DocumentSignatureMark) {
  if (signature.kind === 'typed') return h(Text, { style: local.typed }, t(signature.text));
  // The PNG the API re-encoded, from bytes: a document never fetches anything.
  return h(Image, { style: local.drawn, src: { data: Buffer.from(signature.pngBase64, 'base64'), format: 'png' } });
}

/** The acceptance block: empty lines to sign on paper, or the signer, title, date (UTC) and signature once accepted. */
export function pdfSignature(s: PdfStyles, doc: QuoteDocument) {
  const { acceptance } = doc.signature;
  const values = acceptance ? [acceptance.signerName, acceptance.signerTitle, acceptance.acceptedAt] : [];
  return h(
    View,
    { wrap: false },
    h(Text, { style: s.signIntro }, doc.signature.intro),
    h(
      View,
      { style: s.signGrid },
      ...doc.signature.fields.map((label, i) => {
        const isMark = i === 3 && acceptance;
        const value = values[i];
        return h(
          View,
          { key: label, style: s.signField },
          isMark
            ? h(View, { style: local.drawnLine }, mark(acceptance.signature))
            : h(View, { style: s.signLine }, value ? h(Text, { style: local.value }, t(value)) : null),
          h(Text, { style: s.signLabel }, label),
        );
      }),
    ),
  );
}

/** A signed PDF is dated at its acceptance, so rendering it again gives the same bytes (and the same SHA-256). */
export function pdfDocumentDates(doc: QuoteDocument): { creationDate?: Date; modificationDate?: Date } {
  const iso = doc.signature.acceptance?.acceptedAtIso;
  if (!iso) return {};
  const date = new Date(iso);
  return { creationDate: date, modificationDate: date };
}
