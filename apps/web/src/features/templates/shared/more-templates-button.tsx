import { TEMPLATE_SCREEN_COPY as COPY } from '@scopewright/domain';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import type { useTemplates } from '@/data/templates';

type TemplatePages = Pick<ReturnType<typeof useTemplates>, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;

/** "Load more" under a Templates screen's list (Library, My Templates, Management). */
export function MoreTemplatesButton({ list }: { list: TemplatePages }) {
  return (
    <LoadMoreButton
      className="self-center"
      hasNextPage={list.hasNextPage}
      isFetchingNextPage={list.isFetchingNextPage}
      onLoadMore={list.fetchNextPage}
      label={COPY.loadMore}
    />
  );
}
