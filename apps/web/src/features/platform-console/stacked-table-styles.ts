// A table on wide screens; below `md` each row is a card of labelled pairs (the head stays for screen readers).
export const STACKED = {
  table: 'w-full text-sm max-md:block',
  head: 'border-y bg-muted/40 text-left text-xs text-muted-foreground max-md:sr-only',
  headCell: 'px-3 py-2.5 font-medium first:pl-5 last:pr-5',
  body: 'divide-y max-md:block',
  row: 'max-md:grid max-md:gap-1.5 max-md:px-5 max-md:py-4',
  rowHeader: 'px-5 py-3 text-left align-top font-normal max-md:p-0',
  cell: 'px-3 py-3 align-top last:pr-5 max-md:flex max-md:items-start max-md:justify-between max-md:gap-4 max-md:p-0 max-md:text-right max-md:before:shrink-0 max-md:before:text-xs max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]',
  number: 'text-right tabular-nums',
};
