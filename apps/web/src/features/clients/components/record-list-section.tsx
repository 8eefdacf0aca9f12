import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DetailSection, EmptyLine } from './detail-section';

/** What a list section needs to add, edit and remove its records (contacts, sites). */
export interface RecordListSectionProps<T extends { id: string }> {
  id: string;
  title: string;
  records: readonly T[];
  canWrite: boolean;
  addLabel: string;
  emptyText: string;
  /** One `<li>`; `edit` opens the dialog on this record. */
  renderRecord: (record: T, edit: () => void) => ReactNode;
  /** The add/edit dialog: `record` is null to add one. */
  renderDialog: (dialog: { record: T | null; open: boolean; onOpenChange: (open: boolean) => void }) => ReactNode;
}

/** A client page section listing records in a two-column grid, with its add button and add/edit dialog. */
export function RecordListSection<T extends { id: string }>(props: RecordListSectionProps<T>) {
  const [editing, setEditing] = useState<T | null | 'new'>(null);
  const { id, title, records, canWrite, addLabel, emptyText } = props;
  return (
    <DetailSection
      id={id}
      title={title}
      count={records.length}
      action={
        canWrite && (
          <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
            <Plus aria-hidden /> {addLabel}
          </Button>
        )
      }
    >
      {records.length === 0 ? (
        <EmptyLine>{emptyText}</EmptyLine>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {records.map((record) => props.renderRecord(record, () => setEditing(record)))}
        </ul>
      )}
      {props.renderDialog({
        record: editing === 'new' ? null : editing,
        open: editing !== null,
        onOpenChange: (open) => !open && setEditing(null),
      })}
    </DetailSection>
  );
}
