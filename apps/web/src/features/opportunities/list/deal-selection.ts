/** Ticked deals of the list and grid (bulk stage and owner changes). */
export interface DealSelection {
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (ids: string[], on: boolean) => void;
}
