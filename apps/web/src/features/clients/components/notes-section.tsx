import { CLIENT_COPY, type ClientDetail } from '@scopewright/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useUpdateClient } from '@/data/clients';
import { DetailSection, EmptyLine } from './detail-section';

/** Internal notes about the client (never shown on quotes). */
export function NotesSection({ client, canWrite }: { client: ClientDetail; canWrite: boolean }) {
  const [draft, setDraft] = useState(client.notes ?? '');
  const update = useUpdateClient(client.id);
  const isDirty = draft !== (client.notes ?? '');
  const save = () => update.mutate({ notes: draft }, { onSuccess: () => toast.success(CLIENT_COPY.saved) });

  return (
    <DetailSection id="notes-heading" title={CLIENT_COPY.notesHeading}>
      {canWrite ? (
        <div className="grid gap-2">
          <label htmlFor="client-notes" className="sr-only">
            {CLIENT_COPY.notesHeading}
          </label>
          <textarea
            id="client-notes"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            rows={4}
            maxLength={10_000}
            placeholder="Anything your team should know: contract quirks, preferred vendors, who to call out of hours…"
            className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
          />
          <div className="flex justify-end gap-2">
            {isDirty && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setDraft(client.notes ?? '')}
                disabled={update.isPending}
              >
                Discard
              </Button>
            )}
            <Button size="sm" onClick={save} disabled={!isDirty || update.isPending}>
              {update.isPending ? 'Saving…' : 'Save notes'}
            </Button>
          </div>
        </div>
      ) : client.notes ? (
        <p className="text-sm whitespace-pre-wrap">{client.notes}</p>
      ) : (
        <EmptyLine>{CLIENT_COPY.noNotes}</EmptyLine>
      )}
    </DetailSection>
  );
}
