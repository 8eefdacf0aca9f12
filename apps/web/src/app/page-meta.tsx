import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { resolvePageMeta } from './resolve-page-meta';

function upsertMeta(name: string, content: string | null) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * Keeps <title>, description and robots in step with the URL. It edits the tags the server put in
 * index.html instead of adding React-hoisted duplicates.
 */
export function PageMeta() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    const meta = resolvePageMeta(pathname, search);
    document.title = meta.title;
    upsertMeta('description', meta.description);
    upsertMeta('robots', meta.noindex ? 'noindex' : null);
  }, [pathname, search]);
  return null;
}
