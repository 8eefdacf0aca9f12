// A table on wide screens; below the breakpoint each row is a card of labelled pairs (its head stays for screen
// readers). Two breakpoints, spelled out for Tailwind: the keys table has more columns than fit a laptop.
export const STACKED = {
  lg: {
    table: 'w-full text-sm max-lg:block',
    head: 'border-y bg-muted/40 text-left text-xs text-muted-foreground max-lg:sr-only',
    body: 'divide-y max-lg:block',
    row: 'max-lg:grid max-lg:gap-1.5 max-lg:px-5 max-lg:py-4',
    rowHeader: 'px-5 py-3 text-left align-top font-normal max-lg:p-0',
    cell: 'px-3 py-3 align-top max-lg:flex max-lg:items-start max-lg:justify-between max-lg:gap-4 max-lg:p-0 max-lg:text-right max-lg:before:shrink-0 max-lg:before:text-xs max-lg:before:text-muted-foreground max-lg:before:content-[attr(data-label)]',
    actions: 'px-5 py-2.5 text-right align-top whitespace-nowrap max-lg:flex max-lg:justify-end max-lg:p-0 max-lg:pt-1',
    wide: 'relative lg:overflow-x-auto',
  },
  xl: {
    table: 'w-full text-sm max-xl:block',
    head: 'border-y bg-muted/40 text-left text-xs text-muted-foreground max-xl:sr-only',
    body: 'divide-y max-xl:block',
    row: 'max-xl:grid max-xl:gap-1.5 max-xl:px-5 max-xl:py-4',
    rowHeader: 'px-5 py-3 text-left align-top font-normal max-xl:p-0',
    cell: 'px-3 py-3 align-top max-xl:flex max-xl:items-start max-xl:justify-between max-xl:gap-4 max-xl:p-0 max-xl:text-right max-xl:before:shrink-0 max-xl:before:text-xs max-xl:before:text-muted-foreground max-xl:before:content-[attr(data-label)]',
    actions: 'px-5 py-2.5 text-right align-top whitespace-nowrap max-xl:flex max-xl:justify-end max-xl:p-0 max-xl:pt-1',
    wide: 'relative xl:overflow-x-auto',
  },
} as const;
