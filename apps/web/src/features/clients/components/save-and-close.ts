import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { toastMutationError } from '@/lib/mutation-error-toast';

/** What a dialog's form offers (lib/use-zod-form.ts). */
interface SubmittableForm<I> {
  submit: () => Promise<I | null>;
  showServerErrors: (error: unknown) => boolean;
}

export interface Saved {
  message: string;
  /** Runs once the dialog is closed (closing may rewrite the URL; a navigation must come last). */
  afterClose?: () => void;
}

/**
 * The submit of an add/edit dialog: validate, save, say so and close; a 422 lands on its fields, any other
 * failure is the default error toast. The dialog stays open with what was typed when anything fails.
 */
export function saveAndClose<I>(
  form: SubmittableForm<I>,
  onOpenChange: (open: boolean) => void,
  save: (input: I) => Promise<Saved>,
) {
  return async (event: FormEvent) => {
    event.preventDefault();
    const input = await form.submit();
    if (!input) return;
    try {
      const saved = await save(input);
      toast.success(saved.message);
      onOpenChange(false);
      saved.afterClose?.();
    } catch (error) {
      if (!form.showServerErrors(error)) toastMutationError(error);
    }
  };
}
