/** Spreadsheet moves in the scope grid. Rows carry `data-grid-row`, editable cells `data-col`. */
const ROW = '[data-grid-row]';

function focusCell(cell: HTMLElement | null | undefined): boolean {
  if (!cell) return false;
  cell.focus();
  if (cell instanceof HTMLInputElement) cell.select();
  return true;
}

/** The cell in the same column of the row below (its name cell when that row has no such column). */
export function cellBelow(grid: HTMLElement, cell: HTMLElement): HTMLElement | null {
  const row = cell.closest<HTMLElement>(ROW);
  const col = cell.dataset.col;
  if (!row || !col) return null;
  const rows = [...grid.querySelectorAll<HTMLElement>(ROW)];
  const next = rows[rows.indexOf(row) + 1];
  if (!next) return null;
  return next.querySelector<HTMLElement>(`[data-col="${col}"]`) ?? next.querySelector<HTMLElement>('[data-col="name"]');
}

export function cellAbove(grid: HTMLElement, cell: HTMLElement): HTMLElement | null {
  const row = cell.closest<HTMLElement>(ROW);
  const col = cell.dataset.col;
  if (!row || !col) return null;
  const rows = [...grid.querySelectorAll<HTMLElement>(ROW)];
  const previous = rows[rows.indexOf(row) - 1];
  if (!previous) return null;
  return (
    previous.querySelector<HTMLElement>(`[data-col="${col}"]`) ??
    previous.querySelector<HTMLElement>('[data-col="name"]')
  );
}

/** Focuses the name cell of a line once it is rendered (after an add). */
export function focusLine(grid: HTMLElement | null, lineId: string, col = 'name') {
  requestAnimationFrame(() => {
    const row = grid?.querySelector<HTMLElement>(`[data-grid-row="${lineId}"]`);
    focusCell(row?.querySelector<HTMLElement>(`[data-col="${col}"]`));
  });
}

export interface GridKeyHandlers {
  /** Enter on the last row: add a line after it. */
  onAddAfter: (lineId: string) => void;
}

/**
 * Enter moves down (and adds a line at the end), Ctrl/Cmd+Enter adds a line below the current one, Shift+Enter
 * moves up. Tab and Shift+Tab are the browser's, through the cells in reading order.
 */
export function handleGridKeyDown(event: KeyboardEvent, grid: HTMLElement, handlers: GridKeyHandlers) {
  const cell = event.target as HTMLElement;
  if (event.key !== 'Enter' || !cell.dataset.col || cell.tagName === 'TEXTAREA') return;
  if (cell.tagName === 'SELECT' && !event.ctrlKey && !event.metaKey) return;
  const lineId = cell.closest<HTMLElement>(ROW)?.dataset.gridRow;
  if (!lineId) return;
  event.preventDefault();
  if (event.ctrlKey || event.metaKey) {
    handlers.onAddAfter(lineId);
    return;
  }
  if (event.shiftKey) {
    focusCell(cellAbove(grid, cell));
    return;
  }
  if (!focusCell(cellBelow(grid, cell))) handlers.onAddAfter(lineId);
}
