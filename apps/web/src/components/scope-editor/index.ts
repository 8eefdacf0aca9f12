/**
 * The scope editor: a QuoteContent's sections and lines in the keyboard grid the quote wizard and the template
 * editor share (drag or menu reorder, line details with scope language, catalog picker, undo of deletes).
 *
 *   const doc = useScopeDocument(initialContent);          // state, dispatch, content, totals (read once)
 *   const roles = useRoleOptions().data ?? [];             // from '@/data/labor-roles'
 *   <ScopeEditor doc={doc} currency="USD" roles={roles} readOnly={!canEdit}
 *     renderLineExtra={(lineId) => <ScalesWith lineId={lineId} />}   // stable (useCallback); null for none
 *     slots={{ aboveBoard, footerActions, sectionAddActions, sectionMenuItems }} />
 *
 * Save `doc.content` (or watch `doc.state.revision`) yourself; `doc.dispatch({ type: 'addSections', sections })`
 * inserts whole sections, all or nothing (check `canAddSections` first to say why). Quote-only parts (autosave,
 * the AI assistant, the service library) stay in features/quote-wizard and plug in through the slots.
 */
export { ScopeEditor, type ScopeEditorProps, type ScopeEditorSlots } from './scope-editor';
export { newId, type ScopeDocument, useScopeDocument } from './use-scope-document';
export { canAddSections, createScopeReducer, type ScopeAction, type ScopeEditAction } from './scope-reducer';
export {
  type ContentSettings,
  createScopeState,
  EMPTY_SETTINGS,
  lineCount,
  locateLine,
  type ScopeSectionState,
  type ScopeState,
  type SectionFields,
  toContent,
} from './scope-state';
export { applyRole, createLine, createLineFromCatalog, createSection } from './scope-lines';
export { useScopeData } from './scope-editor-context';
export { bpsToInput, centsToInput, NumberCell, parseBps, parseCents } from './grid-cells';
