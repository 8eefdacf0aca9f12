import { formatQuoteNumber, WIZARD_COPY as COPY } from '@scopewright/domain';
import { useCallback, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { useRecordLabel } from '@/components/app-shell/record-label';
import { ErrorScreen } from '@/components/shell/error-screen';
import { isApiError } from '@/lib/api-client';
import { NewQuoteWizard } from './shell/new-quote-wizard';
import { useQuoteDetail } from '@/data/quotes';
import { WizardEditor } from './shell/wizard-editor';
import { WizardSkeleton } from './shell/wizard-skeleton';

/** /dashboard/quotes/wizard (a new quote) and /dashboard/quotes/wizard/:id (edit). */
export default function QuoteWizardScreen() {
  const { id } = useParams();
  return id ? <ExistingQuote key={id} id={id} /> : <NewQuoteWizard />;
}

function ExistingQuote({ id }: { id: string }) {
  const query = useQuoteDetail(id);
  // Bumped when the user reloads the saved document over theirs (a conflict): the editor starts again from it.
  const [reloads, setReloads] = useState(0);
  const { refetch } = query;
  const reload = useCallback(() => refetch().then(() => setReloads((n) => n + 1)), [refetch]);
  useRecordLabel(useLocation().pathname, query.data ? formatQuoteNumber(query.data.number) : null);
  if (query.isPending) return <WizardSkeleton />;
  if (query.isError) {
    const requestId = isApiError(query.error) ? query.error.requestId : null;
    return (
      <ErrorScreen title={COPY.loadFailed} message={query.error.message} onRetry={() => void query.refetch()}>
        {requestId && <p className="mt-2 text-xs text-muted-foreground">Request id: {requestId}</p>}
      </ErrorScreen>
    );
  }
  const { version } = query.data;
  // A new version (revise, restore) or a reload replaces the document; a send only freezes it, so the editor and
  // its preview stay mounted and take the new status from props. Autosaves never touch the cache.
  return <WizardEditor key={`${version.id}:${reloads}`} detail={query.data} reload={reload} />;
}
