import { parseVersionItemId, VERSION_CONTROL_COPY as COPY, VERSION_KINDS } from '@scopewright/domain';
import { useSearchParams } from 'react-router';
import type { VersionKind } from '@/data/version-control';
import { KindChips } from './kind-chips';
import { VersionDiffSheet } from './version-diff-sheet';
import { VersionTimeline } from './version-timeline';
import { ScreenHeader } from '@/components/shell/screen-header';

/** The kind filter and the open change live in the URL (shareable; Back closes the panel). */
function useVersionView() {
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind = VERSION_KINDS.find((k) => k === kindParam) ?? null;
  const itemParam = params.get('item') ?? '';
  const item = parseVersionItemId(itemParam) ? itemParam : null;
  const set = (key: 'kind' | 'item', value: string | null, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace },
    );
  return {
    kind,
    item,
    setKind: (value: VersionKind | null) => set('kind', value, true),
    open: (id: string) => set('item', id),
    close: () => set('item', null),
  };
}

/**
 * Admin → Version Control: the workspace's recent changes to quotes, templates, the rate card, the catalog and
 * branding, by day; each opens its readable diff, and a quote or template version can be restored from there.
 */
export default function VersionControlScreen() {
  const view = useVersionView();
  return (
    <div className="mx-auto grid w-full max-w-5xl min-w-0 grid-cols-1 gap-5">
      <ScreenHeader title={COPY.title} intro={COPY.intro} />
      <KindChips value={view.kind} onChange={view.setKind} />
      <VersionTimeline kind={view.kind} onOpen={view.open} />
      <VersionDiffSheet itemId={view.item} onClose={view.close} />
    </div>
  );
}
