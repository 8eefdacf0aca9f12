import { TEMPLATE_SCREEN_COPY as COPY } from '@scopewright/domain';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-client';
import { useImportTemplate } from '@/data/templates';
import { managementLink } from '../shared/template-links';

/** The API reads up to 900,000 characters of the file's text. */
const MAX_FILE_BYTES = 900_000;

/**
 * Import: a .json file exported from Templates becomes a new template. What is wrong with a file (not a template,
 * from a newer format, invalid) is the API's message, shown on the file field; nothing is half-imported.
 */
export function ImportTemplateDialog({ onClose, platform = false }: { onClose: () => void; platform?: boolean }) {
  const id = useId();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useImportTemplate({ errorToast: false });
  const otherError = upload.error && !fileError ? upload.error : null;

  const submit = async () => {
    setFileError(null);
    upload.reset();
    if (!file) return setFileError(COPY.importFileHint);
    if (file.size > MAX_FILE_BYTES) return setFileError(COPY.importTooLarge);
    const text = await file.text();
    upload.mutate(text, {
      onSuccess: (template) => {
        toast.success(COPY.imported(template.name));
        onClose();
        void navigate(managementLink({ id: template.id, platform }));
      },
      onError: (error) => {
        const details =
          isApiError(error) && Array.isArray(error.details)
            ? (error.details as { path?: string; message?: string }[])
            : [];
        const onFile = details.find((detail) => detail.path === 'file');
        if (onFile) setFileError(onFile.message ?? error.message);
        else if (details.length > 0) setFileError(details.map((detail) => detail.message).join(' '));
      },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !upload.isPending && onClose()}>
      <DialogContent className="max-w-md">
        <div className="pr-6">
          <DialogTitle>{COPY.importTitle}</DialogTitle>
          <DialogDescription className="mt-1">{COPY.importDescription}</DialogDescription>
        </div>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-file`} className="text-sm font-medium">
              {COPY.importFileLabel}
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".json,application/json"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${id}-error` : `${id}-hint`}
              className="block w-full rounded-md border border-input bg-card text-sm file:mr-3 file:h-9 file:border-0 file:border-r file:bg-muted file:px-3 file:text-sm file:font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setFileError(null);
                upload.reset();
              }}
            />
            {fileError ? (
              <p id={`${id}-error`} role="alert" className="text-[13px] text-destructive">
                {fileError}
              </p>
            ) : (
              <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                {COPY.importFileHint}
              </p>
            )}
          </div>
          {otherError && (
            <p role="alert" className="text-[13px] text-destructive">
              {otherError.message}
              {isApiError(otherError) && otherError.requestId && (
                <span className="block text-xs text-muted-foreground">{COPY.requestId(otherError.requestId)}</span>
              )}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={upload.isPending}>
              {COPY.pickerCancel}
            </Button>
            <Button type="submit" disabled={upload.isPending}>
              {upload.isPending ? COPY.importing : COPY.importConfirm}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
