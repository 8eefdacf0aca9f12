import { SENDING_COPY as COPY, type ShareLinkCreated } from '@scopewright/domain';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ShareLinkBox } from './share-link-box';

/** After sending: who it went to, or the link to share (shown once). */
export function SendResult({
  share,
  sentTo,
  cc,
  onDone,
}: {
  share: ShareLinkCreated;
  sentTo: string[];
  cc: string[];
  onDone: () => void;
}) {
  const emailed = sentTo.length > 0;
  return (
    <div className="grid gap-4" data-testid="send-result">
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
        <div className="grid gap-1">
          <DialogTitle>{emailed ? COPY.sentTitle : COPY.linkReadyTitle}</DialogTitle>
          <DialogDescription className="break-words">
            {emailed ? COPY.sentTo(sentTo.join(', ')) : COPY.linkReadyBody}
            {cc.length > 0 && ` ${COPY.ccTo(cc.join(', '))}`}
          </DialogDescription>
        </div>
      </div>
      {!emailed && <ShareLinkBox url={share.url} />}
      <div className="flex justify-end">
        <Button onClick={onDone}>{COPY.done}</Button>
      </div>
    </div>
  );
}
