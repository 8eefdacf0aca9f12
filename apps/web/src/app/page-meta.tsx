import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { type PageMeta as Meta, resolvePageMeta } from './resolve-page-meta';

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
 * Writes <title>, description and robots. It edits the tags the server put in index.html instead of adding
 * React-hoisted duplicates. `null` leaves them to a screen below (the dashboard's, useDashboardPageMeta).
 */
export function usePageMeta(meta: Meta | null) {
  const { title, description, noindex } = meta ?? {};
  useLayoutEffect(() => {
    if (title === undefined) return;
    document.title = title;
    upsertMeta('description', description ?? null);
    upsertMeta('robots', noindex ? 'noindex' : null);
  }, [title, description, noindex]);
}

/** Keeps the head tags in step with the URL. */
export function PageMeta() {
  const { pathname, search } = useLocation();
  usePageMeta(resolvePageMeta(pathname, search));
  return null;
}
