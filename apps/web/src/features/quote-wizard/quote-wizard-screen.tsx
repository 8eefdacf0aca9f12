import { formatQuoteNumber, WIZARD_COPY as COPY } from '@scopewright/domain';
import { useLocation, useParams } from 'react-router';
import { useRecordLabel } from '@/components/app-shell/record-label';
import { ErrorScreen } from '@/components/shell/error-screen';
import { isApiError } from '@/lib/api-client';
import { NewQuoteWizard } from './new-quote-wizard';
import { useQuoteDetail } from './wizard-api';
import { WizardEditor } from './wizard-editor';
import { WizardSkeleton } from './wizard-skeleton';

/** /dashboard/quotes/wizard (a new quote) and /dashboard/quotes/wizard/:id (edit). */
export default function QuoteWizardScreen() {
  const { id } = useParams();
  return id ? <ExistingQuote key={id} id={id} /> : <NewQuoteWizard />;
}

function ExistingQuote({ id }: { id: string }) {
  const query = useQuoteDetail(id);
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
  // A new version, a send or a reload replaces the document; autosaves never do (they do not touch the cache).
  return (
    <WizardEditor
      key={`${version.id}:${version.lockVersion}:${version.status}`}
      detail={query.data}
      reload={() => query.refetch()}
    />
  );
}
