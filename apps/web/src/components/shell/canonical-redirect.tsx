import { canonicalPath } from '@scopewright/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

/** Rewrites and slash normalisation, client side (the server also answers 308) (docs/product-rules.md#public-pages). */
export function CanonicalRedirect({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const target = canonicalPath(pathname);
  if (target !== null) return <Navigate to={`${target}${search}${hash}`} replace />;
  return children;
}
