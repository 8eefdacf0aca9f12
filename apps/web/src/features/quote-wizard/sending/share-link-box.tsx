import { SENDING_COPY as COPY } from '@scopewright/domain';
import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** The client link (shown once) with a copy button; the field selects itself for a manual copy. */
export function ShareLinkBox({ url }: { url: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success(COPY.copied);
    } catch {
      toast.error(COPY.copyFailed);
    }
  };
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {COPY.shareLinkLabel}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={url}
          className="font-mono text-[13px]"
          data-testid="share-link"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />} {COPY.copy}
        </Button>
      </div>
      <p className="text-[13px] leading-5 text-muted-foreground">{COPY.linkShownOnce}</p>
    </div>
  );
}
