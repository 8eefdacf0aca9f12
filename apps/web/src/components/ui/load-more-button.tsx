import { Button, type ButtonProps } from './button';

export interface LoadMoreButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => unknown;
  label: string;
}

/** The next page of a keyset-paged list: absent on the last page, disabled while that page is on its way. */
export function LoadMoreButton({
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  label,
  variant = 'outline',
  ...button
}: LoadMoreButtonProps) {
  if (!hasNextPage) return null;
  return (
    <Button variant={variant} {...button} disabled={isFetchingNextPage} onClick={() => void onLoadMore()}>
      {isFetchingNextPage ? 'Loading…' : label}
    </Button>
  );
}
