import { CATALOG_COPY as COPY, CATALOG_ITEM_KIND_LABELS, formatMoney, type CatalogItemView } from '@scopewright/domain';
import { Archive, ArchiveRestore, Pencil } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { MarginFigure } from '../rate-card/rate-card-shared';
import { useSetCatalogItemArchived } from '@/data/catalog';

interface RowsProps {
  items: CatalogItemView[];
  currency: string;
  canEdit: boolean;
  onEdit: (item: CatalogItemView) => void;
}

const price = (item: CatalogItemView, cents: number, currency: string) =>
  `${formatMoney(cents, currency, { frequency: item.frequency })} / ${item.unit}`;

/** The catalog as a dense table on wide screens and stacked rows on phones. */
export function CatalogRows({ items, currency, canEdit, onEdit }: RowsProps) {
  const th = 'px-3 py-2 text-left text-xs font-medium text-muted-foreground';
  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      <table className="hidden w-full text-sm md:table">
        <thead className="border-b bg-muted/40">
          <tr>
            <th className={th}>{COPY.nameLabel}</th>
            <th className={th}>{COPY.kindLabel}</th>
            <th className={th}>{COPY.categoryLabel}</th>
            <th className={`${th} text-right`}>{COPY.unitPriceLabel}</th>
            <th className={`${th} text-right`}>{COPY.unitCostLabel}</th>
            <th className={`${th} text-right`}>{COPY.marginLabel}</th>
            {canEdit && (
              <th className={th}>
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-b last:border-b-0 hover:bg-muted/30">
              <td className="max-w-72 px-3 py-2.5">
                <Name item={item} />
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap">{CATALOG_ITEM_KIND_LABELS[item.kind]}</td>
              <td className="px-3 py-2.5 text-muted-foreground">{item.category ?? '—'}</td>
              <td className="px-3 py-2.5 text-right whitespace-nowrap tabular-nums">
                {price(item, item.unitPriceCents, currency)}
              </td>
              <td className="px-3 py-2.5 text-right whitespace-nowrap text-muted-foreground tabular-nums">
                {formatMoney(item.unitCostCents, currency)}
              </td>
              <td className="px-3 py-2.5 text-right">
                <MarginFigure
                  priceCents={item.unitPriceCents}
                  costCents={item.unitCostCents}
                  warning={COPY.belowCost}
                />
              </td>
              {canEdit && (
                <td className="px-3 py-1.5 text-right whitespace-nowrap">
                  <Actions item={item} onEdit={onEdit} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="md:hidden" aria-label={COPY.title}>
        {items.map((item) => (
          <li key={item.id} className="grid gap-2 border-b px-4 py-3 last:border-b-0">
            <div className="flex items-start justify-between gap-3">
              <Name item={item} />
              {canEdit && (
                <div className="-mt-1 -mr-2 flex shrink-0">
                  <Actions item={item} onEdit={onEdit} />
                </div>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-muted-foreground">
              <span>{CATALOG_ITEM_KIND_LABELS[item.kind]}</span>
              {item.category && <span>· {item.category}</span>}
            </div>
            <div className="flex items-baseline justify-between text-sm">
              <span className="font-medium tabular-nums">{price(item, item.unitPriceCents, currency)}</span>
              <span className="text-xs text-muted-foreground">
                {COPY.marginLabel}{' '}
                <MarginFigure
                  priceCents={item.unitPriceCents}
                  costCents={item.unitCostCents}
                  warning={COPY.belowCost}
                />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Name({ item }: { item: CatalogItemView }) {
  const meta = [item.sku, item.manufacturer].filter(Boolean).join(' · ');
  return (
    <div className="min-w-0 flex-1">
      <p className="flex items-center gap-2 font-medium">
        <span className="min-w-0 break-words md:truncate">{item.name}</span>
        {item.archivedAt && <Badge variant="muted">{COPY.archivedBadge}</Badge>}
      </p>
      {meta && <p className="truncate text-xs text-muted-foreground">{meta}</p>}
    </div>
  );
}

function Actions({ item, onEdit }: { item: CatalogItemView; onEdit: (item: CatalogItemView) => void }) {
  const setArchived = useSetCatalogItemArchived();
  const toggle = () =>
    setArchived.mutate(
      { id: item.id, archived: !item.archivedAt },
      {
        onSuccess: (next) => toast.success(next.archivedAt ? COPY.archived(next.name) : COPY.unarchived(next.name)),
      },
    );
  return (
    <>
      {!item.archivedAt && (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`${COPY.editItem}: ${item.name}`}
          title={COPY.editItem}
          onClick={() => onEdit(item)}
        >
          <Pencil aria-hidden />
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`${item.archivedAt ? COPY.unarchive : COPY.archive}: ${item.name}`}
        title={item.archivedAt ? COPY.unarchive : COPY.archive}
        disabled={setArchived.isPending}
        onClick={toggle}
      >
        {item.archivedAt ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
      </Button>
    </>
  );
}
