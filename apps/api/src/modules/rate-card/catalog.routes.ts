import { z } from '@hono/zod-openapi';
import {
  BILLING_FREQUENCIES,
  CATALOG_ITEM_KINDS,
  CatalogListQuery,
  CreateCatalogItemInput,
  ImportCatalogInput,
  UpdateCatalogItemInput,
} from '@scopewright/domain';
import { defineRoute } from '../../platform/access/route-access';
import { errorResponse, invalidBody, jsonBody, jsonContent } from '../../platform/openapi';
import { archiveRoute, readDenied, readRoute, writeDenied, writeRoute } from './rate-card-route-parts';

export const CatalogItemSchema = z
  .object({
    id: z.string(),
    kind: z.enum(CATALOG_ITEM_KINDS),
    name: z.string(),
    description: z.string().nullable(),
    sku: z.string().nullable(),
    manufacturer: z.string().nullable(),
    unit: z.string(),
    unitPriceCents: z.number().int().openapi({ description: 'Price per unit (per period when recurring), cents.' }),
    unitCostCents: z.number().int(),
    frequency: z.enum(BILLING_FREQUENCIES),
    taxable: z.boolean(),
    category: z.string().nullable(),
    archivedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .openapi('CatalogItem');

const CatalogPage = z
  .object({ items: z.array(CatalogItemSchema), nextCursor: z.string().nullable() })
  .openapi('CatalogItemPage');

const RowError = z.object({ row: z.number().int(), column: z.string().nullable(), message: z.string() });
const ImportResult = z
  .object({
    dryRun: z.boolean(),
    committed: z.boolean(),
    created: z.number().int(),
    updated: z.number().int(),
    rows: z.array(
      z.object({
        row: z.number().int(),
        action: z.enum(['create', 'update']),
        item: CatalogItemSchema.omit({ id: true, archivedAt: true, updatedAt: true }),
      }),
    ),
    errors: z.array(RowError),
    ignoredHeaders: z.array(z.string()),
  })
  .openapi('CatalogImportResult');

const ItemParams = z.object({
  itemId: z.uuid().openapi({ param: { name: 'itemId', in: 'path' }, description: 'The catalog item id.' }),
});

const bodyErrors = invalidBody(
  'A field breaks its rule (or the SKU is taken); details name the field and its message.',
);

export const listCatalogItemsRoute = defineRoute({
  ...readRoute,
  method: 'get',
  path: '/api/rate-card/catalog',
  summary: 'One page of catalog items by name: search (name, SKU, manufacturer, category), kind, category, archived.',
  request: { query: CatalogListQuery },
  responses: { 200: jsonContent(CatalogPage, 'The page; pass nextCursor for the next one.'), ...readDenied },
});

export const listCatalogCategoriesRoute = defineRoute({
  ...readRoute,
  method: 'get',
  path: '/api/rate-card/catalog/categories',
  summary: 'The categories used by active catalog items, alphabetically.',
  responses: {
    200: jsonContent(z.object({ categories: z.array(z.string()) }).openapi('CatalogCategories'), 'The categories.'),
    ...readDenied,
  },
});

export const exportCatalogItemsRoute = defineRoute({
  ...readRoute,
  method: 'get',
  path: '/api/rate-card/catalog/export',
  summary: 'The catalog as a CSV file (same filters as the list), in the columns the import reads.',
  request: { query: CatalogListQuery },
  responses: {
    200: { description: 'The CSV file.', content: { 'text/csv': { schema: z.string() } } },
    ...readDenied,
  },
});

export const getCatalogItemRoute = defineRoute({
  ...readRoute,
  method: 'get',
  path: '/api/rate-card/catalog/{itemId}',
  summary: 'One catalog item, archived or not.',
  request: { params: ItemParams },
  responses: {
    200: jsonContent(CatalogItemSchema, 'The item.'),
    404: errorResponse('No such item in this workspace.'),
    ...readDenied,
  },
});

export const createCatalogItemRoute = defineRoute({
  ...writeRoute,
  method: 'post',
  path: '/api/rate-card/catalog',
  summary: 'Adds a catalog item. Amounts are integer cents per unit; a recurring service is never one-time.',
  request: jsonBody(CreateCatalogItemInput),
  responses: { 201: jsonContent(CatalogItemSchema, 'The new item.'), ...bodyErrors, ...writeDenied },
});

export const updateCatalogItemRoute = defineRoute({
  ...writeRoute,
  method: 'patch',
  path: '/api/rate-card/catalog/{itemId}',
  summary: 'Changes any subset of a catalog item. Quotes keep their copy.',
  request: { params: ItemParams, ...jsonBody(UpdateCatalogItemInput) },
  responses: {
    200: jsonContent(CatalogItemSchema, 'The item after the change.'),
    404: errorResponse('No such item in this workspace.'),
    ...bodyErrors,
    ...writeDenied,
  },
});

const archivableItem = {
  path: '/api/rate-card/catalog/{itemId}',
  params: ItemParams,
  schema: CatalogItemSchema,
  ok: 'The item.',
  notFound: 'No such item in this workspace.',
  taken: 'An active item already uses its SKU (restore only).',
};
export const archiveCatalogItemRoute = archiveRoute(
  archivableItem,
  'archive',
  'Archives a catalog item: the wizard stops offering it.',
);
export const unarchiveCatalogItemRoute = archiveRoute(
  archivableItem,
  'unarchive',
  'Restores an archived catalog item.',
);

export const importCatalogItemsRoute = defineRoute({
  ...writeRoute,
  method: 'post',
  path: '/api/rate-card/catalog/import',
  summary:
    'Imports catalog items from CSV text. `dryRun: true` (the default) reports what each row would do and every ' +
    'problem by row and column; `dryRun: false` writes every row or none. A row whose SKU matches an active item ' +
    'updates it.',
  request: jsonBody(ImportCatalogInput),
  responses: {
    200: jsonContent(ImportResult, 'The check (dry run) or the committed import.'),
    409: errorResponse('The catalog changed during the import; nothing was saved.'),
    400: errorResponse('Malformed body or unknown fields.'),
    422: errorResponse('Commit refused: details list every problem as { row, column, message }; nothing saved.'),
    ...writeDenied,
  },
});
