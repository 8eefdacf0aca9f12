import { newPasswordChecklist, passwordChecklist } from '@scopewright/domain';
import { Check, Circle } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * The live password checklist: each rule ticks as soon as the password meets it. `signup` shows the sign-up
 * rule (letters and numbers), `new` the new-password rules (upper, lower and a number) (docs/product-rules.md#password-rules).
 */
export function PasswordChecklist({
  password,
  id,
  rules = 'signup',
}: {
  password: string;
  id?: string;
  rules?: 'signup' | 'new';
}) {
  const items = rules === 'new' ? newPasswordChecklist(password) : passwordChecklist(password);
  return (
    <ul id={id} aria-label="Password requirements" className="grid gap-1 pt-1 text-[13px]">
      {items.map((item) => (
        <li
          key={item.id}
          data-met={item.met}
          className={cn(
            'flex items-center gap-2',
            item.met ? 'text-emerald-700 dark:text-emerald-400' : 'text-muted-foreground',
          )}
        >
          {item.met ? <Check className="size-3.5" aria-hidden /> : <Circle className="size-3.5" aria-hidden />}
          <span>{item.label}</span>
          <span className="sr-only">{item.met ? '(met)' : '(not met)'}</span>
        </li>
      ))}
    </ul>
  );
}
