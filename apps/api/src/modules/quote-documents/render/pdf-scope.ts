import { Text, View } from '@react-pdf/renderer';
import {
  DOCUMENT_COPY as COPY,
  type DocumentScopeSection,
  type DocumentTask,
  type InternalFigures,
} from '@scopewright/domain';
import { createElement as h } from 'react';
import type { PdfStyles } from './pdf-styles';
import { toPdfText as t } from './pdf-text';

export function pdfInternalBox(s: PdfStyles, figures: InternalFigures | null) {
  if (!figures) return null;
  const text = `${COPY.internalCost} ${figures.cost} · ${COPY.internalMargin} ${figures.margin}${
    figures.note ? ` · ${COPY.internalNote}: ${figures.note}` : ''
  }`;
  return h(Text, { style: s.internalBox }, t(text));
}

function task(s: PdfStyles, item: DocumentTask) {
  return h(
    View,
    { key: item.id, style: s.task },
    h(
      View,
      { style: s.taskHead },
      h(Text, { style: s.taskName }, t(item.name)),
      item.hours ? h(Text, { style: s.taskHours }, item.hours) : null,
    ),
    item.optionalLabel ? h(Text, { style: s.badge }, item.optionalLabel) : null,
    item.description ? h(Text, { style: s.taskDescription }, t(item.description)) : null,
    ...item.scopeLists.map((list) =>
      h(
        View,
        { key: list.heading },
        h(Text, { style: s.listHeading }, list.heading),
        ...list.items.map((entry, i) =>
          h(
            View,
            { key: i, style: s.listItem, wrap: false },
            h(Text, { style: s.bullet }, '•'),
            h(Text, { style: s.listText }, t(entry)),
          ),
        ),
      ),
    ),
    pdfInternalBox(s, item.internal),
  );
}

/** Scope by phase: each section's description, then its tasks with their scope language. */
export function pdfScope(s: PdfStyles, sections: DocumentScopeSection[]) {
  return sections.map((section) =>
    h(
      View,
      { key: section.id, style: s.phase },
      h(Text, { style: s.h2, minPresenceAhead: 60 }, t(section.name)),
      section.optionalLabel ? h(Text, { style: s.badge }, section.optionalLabel) : null,
      section.description ? h(Text, { style: s.phaseDescription }, t(section.description)) : null,
      pdfInternalBox(s, section.internal),
      ...section.tasks.map((item) => task(s, item)),
    ),
  );
}
