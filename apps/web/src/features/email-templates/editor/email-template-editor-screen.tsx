import { EMAIL_TEMPLATES_SCREEN_COPY as COPY } from '@scopewright/domain';
import { AlertCircle, FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useEmailTemplate } from '@/data/email-templates';
import { isApiError } from '@/lib/api-client';
import { emailTemplateLink } from '../email-template-links';
import { EmailTemplateEditor } from './email-template-editor';

function EditorSkeleton() {
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5" aria-busy="true" aria-label={COPY.loading}>
      <Skeleton className="h-8 w-72 max-w-full" />
      <div className="grid gap-5 lg:grid-cols-2">
        <Skeleton className="h-[32rem]" radius="xl" />
        <Skeleton className="h-[32rem]" radius="xl" />
      </div>
    </div>
  );
}

/** /dashboard/email-templates/{id}: the template loaded, then its editor (a fresh one for each saved version). */
export function EmailTemplateEditorScreen({ id }: { id: string }) {
  const template = useEmailTemplate(id);
  if (template.isPending) return <EditorSkeleton />;
  if (template.isError) {
    const missing = isApiError(template.error) && (template.error.status === 404 || template.error.status === 422);
    return (
      <Card role="alert" className="mx-auto flex w-full max-w-xl flex-col items-center gap-3 px-6 py-12 text-center">
        {missing ? (
          <FileQuestion className="size-6 text-muted-foreground" aria-hidden />
        ) : (
          <AlertCircle className="size-6 text-destructive" aria-hidden />
        )}
        <h1 className="text-base font-semibold">{missing ? COPY.notFound : COPY.templateLoadFailed}</h1>
        {!missing && <p className="text-sm text-muted-foreground">{template.error.message}</p>}
        <div className="flex flex-wrap justify-center gap-2">
          {!missing && (
            <Button variant="outline" onClick={() => void template.refetch()}>
              {COPY.tryAgain}
            </Button>
          )}
          <Button variant="outline" asChild>
            <Link to={emailTemplateLink()}>{COPY.backToList}</Link>
          </Button>
        </div>
      </Card>
    );
  }
  return <EmailTemplateEditor key={template.data.versionNo} template={template.data} />;
}
