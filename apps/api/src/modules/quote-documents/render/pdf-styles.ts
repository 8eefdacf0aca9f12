import { StyleSheet } from '@react-pdf/renderer';
import type { DocumentBranding } from '@scopewright/domain';

export const INK = '#1f2933';
export const MUTED = '#5f6b7a';
export const RULE = '#d9dee5';
export const TINT = '#f3f5f8';

const cache = new Map<string, ReturnType<typeof createPdfStyles>>();

/** Styles depend only on the branding's colours and font: built once per combination. */
export function pdfStyles(branding: DocumentBranding) {
  const key = `${branding.primaryColor}|${branding.accentColor}|${branding.font}`;
  let styles = cache.get(key);
  if (!styles) {
    styles = createPdfStyles(branding);
    cache.set(key, styles);
  }
  return styles;
}

/** The bold face of each bundled PDF standard font. */
const BOLD_FONTS: Record<DocumentBranding['font'], string> = {
  Helvetica: 'Helvetica-Bold',
  'Times-Roman': 'Times-Bold',
};

function createPdfStyles({ primaryColor, accentColor, font }: DocumentBranding) {
  const bold = BOLD_FONTS[font] ?? 'Helvetica-Bold';
  return StyleSheet.create({
    page: { fontFamily: font, fontSize: 9.5, color: INK, paddingTop: 64, paddingBottom: 60, paddingHorizontal: 52 },
    header: {
      position: 'absolute',
      top: 26,
      left: 52,
      right: 52,
      flexDirection: 'row',
      justifyContent: 'space-between',
      borderBottomWidth: 0.75,
      borderBottomColor: RULE,
      paddingBottom: 6,
      fontSize: 8,
      color: MUTED,
    },
    footer: {
      position: 'absolute',
      bottom: 26,
      left: 52,
      right: 52,
      flexDirection: 'row',
      justifyContent: 'space-between',
      borderTopWidth: 0.75,
      borderTopColor: RULE,
      paddingTop: 6,
      fontSize: 8,
      color: MUTED,
    },
    footerText: { maxWidth: 380 },
    /** The flow region of a content page: it fills what the header and footer leave. */
    pageContent: { flexGrow: 1 },
    internalFooter: { color: '#b42318', fontFamily: bold },
    headerLogo: { height: 14, objectFit: 'contain', marginLeft: 12 },
    // Cover
    coverPage: { fontFamily: font, color: INK, padding: 0 },
    coverLogoBar: { paddingHorizontal: 52, paddingVertical: 22, flexDirection: 'row' },
    coverLogo: { objectFit: 'contain' },
    coverBand: { backgroundColor: primaryColor, paddingHorizontal: 52, paddingTop: 64, paddingBottom: 44 },
    coverWorkspace: { color: '#ffffff', fontFamily: bold, fontSize: 15, letterSpacing: 0.4 },
    coverKind: { color: '#ffffff', opacity: 0.8, fontSize: 10, marginTop: 72, letterSpacing: 2 },
    coverTitle: { color: '#ffffff', fontFamily: bold, fontSize: 28, lineHeight: 1.2, marginTop: 8 },
    coverAccent: { height: 5, backgroundColor: accentColor },
    coverBody: { paddingHorizontal: 52, paddingTop: 40 },
    coverLabel: { fontSize: 8.5, color: MUTED, letterSpacing: 1, textTransform: 'uppercase' },
    coverClient: { fontFamily: bold, fontSize: 20, marginTop: 6, marginBottom: 36 },
    coverGrid: { flexDirection: 'row', flexWrap: 'wrap', borderTopWidth: 0.75, borderTopColor: RULE },
    coverCell: { width: '50%', paddingVertical: 12, borderBottomWidth: 0.75, borderBottomColor: RULE },
    coverValue: { fontSize: 11, marginTop: 4 },
    coverFooter: { position: 'absolute', bottom: 36, left: 52, right: 52, fontSize: 8, color: MUTED },
    internalBanner: {
      marginTop: 24,
      padding: 10,
      borderWidth: 1,
      borderColor: '#b42318',
      color: '#b42318',
      fontFamily: bold,
      fontSize: 10,
    },
    // Text
    h1: {
      fontFamily: bold,
      fontSize: 17,
      color: primaryColor,
      marginBottom: 12,
      paddingBottom: 6,
      borderBottomWidth: 1.5,
      borderBottomColor: accentColor,
    },
    h2: { fontFamily: bold, fontSize: 12, color: primaryColor, marginBottom: 4 },
    section: { marginBottom: 22 },
    paragraph: { fontSize: 9.5, lineHeight: 1.45, marginBottom: 8 },
    muted: { color: MUTED },
    bold: { fontFamily: bold },
    badge: { fontSize: 7.5, color: accentColor, fontFamily: bold, letterSpacing: 0.6, textTransform: 'uppercase' },
    // Scope
    phase: { marginBottom: 14 },
    phaseDescription: { color: MUTED, fontSize: 9.5, lineHeight: 1.4, marginBottom: 6 },
    task: { paddingVertical: 6, borderTopWidth: 0.5, borderTopColor: RULE },
    taskHead: { flexDirection: 'row', justifyContent: 'space-between' },
    taskName: { fontFamily: bold, flex: 1, paddingRight: 12 },
    taskHours: { color: MUTED, width: 60, textAlign: 'right' },
    taskDescription: { color: INK, fontSize: 9, lineHeight: 1.4, marginTop: 2 },
    listHeading: { fontFamily: bold, fontSize: 8, color: MUTED, marginTop: 5, textTransform: 'uppercase' },
    listItem: { flexDirection: 'row', marginTop: 2, paddingLeft: 4 },
    bullet: { width: 10, fontSize: 9, lineHeight: 1.35, color: accentColor },
    listText: { flex: 1, fontSize: 9, lineHeight: 1.35 },
    internalBox: { marginTop: 4, padding: 5, backgroundColor: '#fff4e5', fontSize: 8, color: '#7a4100' },
    // Tables
    table: { marginBottom: 14 },
    tableTitle: { fontFamily: bold, fontSize: 11, color: primaryColor, marginBottom: 6 },
    headRow: { flexDirection: 'row', backgroundColor: primaryColor, color: '#ffffff', fontFamily: bold, fontSize: 8 },
    row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: RULE },
    groupRow: { flexDirection: 'row', backgroundColor: TINT, fontFamily: bold },
    subtotalRow: { flexDirection: 'row', fontFamily: bold, borderBottomWidth: 1, borderBottomColor: RULE },
    cell: { paddingVertical: 4, paddingHorizontal: 5 },
    cellItem: { flex: 1 },
    cellItemText: { paddingVertical: 4, paddingHorizontal: 5, flex: 1 },
    num: { textAlign: 'right' },
    optional: { fontSize: 7.5, color: accentColor, marginTop: 1 },
    // Totals
    totalsWrap: { flexDirection: 'row', justifyContent: 'flex-end', marginTop: 4 },
    totalsBox: { width: 300, borderWidth: 1, borderColor: RULE, borderTopWidth: 3, borderTopColor: accentColor },
    totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 5, paddingHorizontal: 10 },
    totalEmphasis: { backgroundColor: TINT, fontFamily: bold, color: primaryColor, fontSize: 10.5 },
    optionalNote: { textAlign: 'right', color: MUTED, marginTop: 6, fontSize: 8.5 },
    // Signature
    signIntro: { fontSize: 9.5, lineHeight: 1.45, marginBottom: 18 },
    signGrid: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'space-between' },
    signField: { width: '46%', marginBottom: 26 },
    signLine: { borderBottomWidth: 0.75, borderBottomColor: INK, height: 28 },
    signLabel: { fontSize: 8, color: MUTED, marginTop: 4 },
  });
}

export type PdfStyles = ReturnType<typeof pdfStyles>;
