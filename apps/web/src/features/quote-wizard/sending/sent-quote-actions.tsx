import { SENDING_COPY as COPY } from '@scopewright/domain';
import { Link2, Link2Off, Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog, type ConfirmRequest } from '@/components/forms/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { toastMutationError } from '@/lib/mutation-error-toast';
import { ResendDialog } from './resend-dialog';
import { ShareLinkBox } from './share-link-box';
import { useCreateShareLink, useRevokeShareLinks, useShareLinks } from '@/data/quote-sending';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

function LinksSummary({ quoteId }: { quoteId: string }) {
  const links = useShareLinks(quoteId);
  if (links.isPending) return <CardDescription>…</CardDescription>;
  if (links.isError) return <CardDescription>{COPY.linksLoadFailed}</CardDescription>;
  const live = links.data.items.filter((link) => link.isLive);
  const lastViewed = links.data.items
    .map((link) => link.lastViewedAt)
    .filter((at): at is string => at !== null)
    .sort()
    .at(-1);
  return (
    <CardDescription data-testid="links-summary">
      {COPY.linksSummary(live.length, lastViewed ? when.format(new Date(lastViewed)) : null)}
    </CardDescription>
  );
}

/** For a sent or viewed quote: resend by email, copy a new link, or revoke every link. */
export function SentQuoteActions({ quoteId }: { quoteId: string }) {
  const [resending, setResending] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const createLink = useCreateShareLink(quoteId);
  const revoke = useRevokeShareLinks(quoteId);

  return (
    <Card data-testid="sent-quote-actions">
      <CardHeader className="gap-1 pb-3">
        <CardTitle>{COPY.linksTitle}</CardTitle>
        <LinksSummary quoteId={quoteId} />
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={() => setResending(true)}>
          <Send aria-hidden /> {COPY.resend}
        </Button>
        <Button
          variant="outline"
          disabled={createLink.isPending}
          onClick={() => createLink.mutate(undefined, { onSuccess: (created) => setLink(created.url) })}
        >
          <Link2 aria-hidden /> {createLink.isPending ? COPY.creatingLink : COPY.copyNewLink}
        </Button>
        <Button
          variant="ghost"
          className="text-destructive hover:text-destructive"
          onClick={() =>
            setConfirm({
              title: COPY.revokeTitle,
              description: COPY.revokeBody,
              confirmLabel: COPY.revokeConfirm,
              onConfirm: () =>
                revoke.mutateAsync(undefined, {
                  onSuccess: ({ revoked }) => toast.success(COPY.revoked(revoked)),
                }),
            })
          }
        >
          <Link2Off aria-hidden /> {COPY.revokeLinks}
        </Button>
        <ResendDialog open={resending} onOpenChange={setResending} quoteId={quoteId} onError={toastMutationError} />
        <Dialog open={link !== null} onOpenChange={(open) => !open && setLink(null)}>
          <DialogContent>
            <DialogTitle>{COPY.linkReadyTitle}</DialogTitle>
            <DialogDescription className="sr-only">{COPY.linkShownOnce}</DialogDescription>
            {link && <ShareLinkBox url={link} />}
            <div className="flex justify-end">
              <Button onClick={() => setLink(null)}>{COPY.done}</Button>
            </div>
          </DialogContent>
        </Dialog>
        <ConfirmDialog request={confirm} isBusy={revoke.isPending} onClose={() => setConfirm(null)} />
      </CardContent>
    </Card>
  );
}
