import { BRANDING_COPY as COPY, checkLogoBytes, LOGO_ACCEPT, LOGO_PROBLEM_MESSAGES } from '@scopewright/domain';
import { ImageUp, Trash2 } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { readFileBase64 } from '@/lib/read-file-base64';
import { cn } from '@/lib/utils';
import { useRemoveLogo, useUploadLogo } from '@/data/branding';

/** The workspace logo: drop or choose a file (checked here by size and magic bytes, by the API for real). */
export function LogoField({ logoUrl }: { logoUrl: string | null }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);
  const [isOver, setIsOver] = useState(false);
  const upload = useUploadLogo({ errorToast: false });
  const remove = useRemoveLogo();
  const busy = upload.isPending || remove.isPending;

  const onFile = async (file: File | undefined) => {
    if (!file || busy) return;
    setError(null);
    const { bytes, base64 } = await readFileBase64(file);
    const problem = checkLogoBytes(bytes);
    if (problem) return setError(LOGO_PROBLEM_MESSAGES[problem]);
    upload.mutate(base64, {
      onSuccess: () => toast.success(COPY.logoUpdated),
      onError: (caught) => setError(isApiError(caught) ? caught.message : COPY.logoUnreadable),
    });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    void onFile(event.dataTransfer.files[0]);
  };

  return (
    <div className="grid gap-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={onDrop}
        data-testid="logo-drop-zone"
        className={cn(
          'flex min-h-32 flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed p-4 text-center',
          isOver ? 'border-primary bg-primary/5' : 'border-border',
        )}
      >
        {logoUrl ? (
          <img src={logoUrl} alt={COPY.logoAlt} className="max-h-20 max-w-full object-contain" />
        ) : (
          <p className="text-sm text-muted-foreground">{COPY.logoNone}</p>
        )}
        <p className="text-sm font-medium">{upload.isPending ? COPY.logoUploading : COPY.logoDrop}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <input
            ref={inputRef}
            type="file"
            accept={LOGO_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label={COPY.logoChoose}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => {
              void onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button variant="outline" disabled={busy} onClick={() => inputRef.current?.click()}>
            <ImageUp aria-hidden /> {logoUrl ? COPY.logoReplace : COPY.logoChoose}
          </Button>
          {logoUrl && (
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => {
                setError(null);
                remove.mutate(undefined, {
                  onSuccess: () => toast.success(COPY.logoRemoved),
                });
              }}
            >
              <Trash2 aria-hidden /> {COPY.logoRemove}
            </Button>
          )}
        </div>
      </div>
      <p id={hintId} className="text-[13px] text-muted-foreground">
        {COPY.logoHint}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-[13px] text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
