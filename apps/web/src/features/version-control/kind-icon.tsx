import { Coins, FileText, LayoutTemplate, Package, Palette, type LucideIcon } from 'lucide-react';
import type { VersionKind } from '@/data/version-control';

const ICONS: Record<VersionKind, LucideIcon> = {
  quote: FileText,
  template: LayoutTemplate,
  rate_card: Coins,
  catalog: Package,
  branding: Palette,
};

/** The kind's icon in a soft circle (decorative: the kind is also said in words beside it). */
export function KindIcon({ kind }: { kind: VersionKind }) {
  const Icon = ICONS[kind];
  return (
    <span
      aria-hidden
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground"
    >
      <Icon className="size-4" />
    </span>
  );
}
