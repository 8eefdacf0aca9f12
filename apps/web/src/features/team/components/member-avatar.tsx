import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';

function initialsOf(name: string): string {
  const parts = name.split(/[\s@.]+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[1]![0]] : [parts[0]?.[0], parts[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

/** The member's picture, or their initials on the brand tint. */
export function MemberAvatar({ name, url, className }: { name: string; url: string | null; className?: string }) {
  return (
    <Avatar className={cn('size-8', className)}>
      {url && <AvatarImage src={url} alt="" />}
      <AvatarFallback aria-hidden>{initialsOf(name)}</AvatarFallback>
    </Avatar>
  );
}
