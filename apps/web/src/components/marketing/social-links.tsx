import { PRODUCT_NAME, SOCIAL_PROFILES } from '@scopewright/domain';
import { cn } from '@/lib/utils';
import { LinkedInIcon, XIcon, YouTubeIcon } from './social-icons';

const ICONS = [
  { label: `${PRODUCT_NAME} on LinkedIn`, icon: LinkedInIcon },
  { label: `${PRODUCT_NAME} on X`, icon: XIcon },
  { label: `${PRODUCT_NAME} on YouTube`, icon: YouTubeIcon },
] as const;

/** The social links, opened in a new tab. */
export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={cn('flex gap-2', className)}>
      {SOCIAL_PROFILES.map((href, i) => {
        const { label, icon: Icon } = ICONS[i]!;
        return (
          <li key={href}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={label}
              className="flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
            >
              <Icon className="size-4" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
