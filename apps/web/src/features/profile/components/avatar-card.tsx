import { AVATAR_ACCEPT, AVATAR_PROBLEM_MESSAGES, checkAvatarBytes, PROFILE_COPY } from '@scopewright/domain';
import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { isApiError } from '@/lib/api-client';
import { initials } from '@/lib/initials';
import { useRemoveAvatar, useUploadAvatar } from '@/data/profile';
import { readFileBase64 } from '../read-file-base64';

/** Profile photo: upload (checked here by size and magic bytes, authoritatively by the API) or remove. */
export function AvatarCard({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadAvatar({ errorToast: false });
  const remove = useRemoveAvatar();
  const busy = upload.isPending || remove.isPending;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const { bytes, base64 } = await readFileBase64(file);
    const problem = checkAvatarBytes(bytes);
    if (problem) {
      setError(AVATAR_PROBLEM_MESSAGES[problem]);
      return;
    }
    upload.mutate(base64, {
      onSuccess: () => toast.success(PROFILE_COPY.avatarUpdated),
      onError: (caught) => setError(isApiError(caught) ? caught.message : PROFILE_COPY.avatarUnreadable),
    });
  };

  const onRemove = () => {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: () => toast.success(PROFILE_COPY.avatarRemoved),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile photo</CardTitle>
        <CardDescription>Shown in the menu and to your teammates.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar className="size-20 text-xl" data-testid="profile-avatar">
          {avatarUrl && <AvatarImage src={avatarUrl} alt={`Profile photo of ${name}`} />}
          <AvatarFallback className="text-xl">{initials(name)}</AvatarFallback>
        </Avatar>
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-2">
            <input
              ref={inputRef}
              type="file"
              accept={AVATAR_ACCEPT}
              className="sr-only"
              tabIndex={-1}
              aria-label="Choose a profile photo"
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                void onFile(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <Button variant="outline" disabled={busy} onClick={() => inputRef.current?.click()}>
              <ImageUp aria-hidden /> {upload.isPending ? 'Uploading...' : avatarUrl ? 'Change photo' : 'Upload photo'}
            </Button>
            {avatarUrl && (
              <Button variant="ghost" disabled={busy} onClick={onRemove}>
                <Trash2 aria-hidden /> {remove.isPending ? 'Removing...' : 'Remove'}
              </Button>
            )}
          </div>
          <p className="text-[13px] text-muted-foreground">{PROFILE_COPY.avatarHint}</p>
          {error && (
            <p id={errorId} role="alert" className="text-[13px] text-destructive">
              {error}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
