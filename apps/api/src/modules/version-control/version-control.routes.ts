import { z } from '@hono/zod-openapi';
import {
  ListVersionsQuery,
  VERSION_CONTROL_COPY as COPY,
  VERSION_CONTROL_REQUIREMENT,
  VERSION_ITEM_ID_PATTERN,
  VERSION_KINDS,
} from '@scopewright/domain';
import { defineRoute, guarded } from '../../platform/access/route-access';
import { errorResponse, guardRefusals, jsonContent } from '../../platform/openapi';

const tags = ['version control'];
const access = guarded(VERSION_CONTROL_REQUIREMENT);
const denied = guardRefusals(
  'Not an admin of a workspace (a super admin without a workspace is refused too), or the workspace is suspended.',
);

const Change = z.enum(['added', 'removed', 'changed']);

const VersionItemDoc = z
  .object({
    id: z
      .string()
      .openapi({ description: 'The source (qv quote version, tv template version, au audit entry), _, a UUID.' }),
    kind: z.enum(VERSION_KINDS),
    at: z.string(),
    actor: z
      .object({ id: z.string().nullable(), name: z.string().nullable(), email: z.string().nullable() })
      .nullable()
      .openapi({ description: 'Null when no person did it (an automatic change).' }),
    object: z.object({
      type: z.enum(['quote', 'template', 'labor_role', 'catalog_item', 'catalog', 'branding']),
      id: z.string().nullable(),
      label: z.string().openapi({ description: 'For a quote version "Q-1042 · Title · v3".' }),
      link: z.string().nullable().openapi({ description: 'The app path of the object; null once it is deleted.' }),
    }),
    summary: z
      .string()
      .openapi({ description: 'One line, e.g. "Changed bill rate of Senior Engineer: $150.00 → $165.00".' }),
    restorable: z
      .object({
        type: z.enum(['quote', 'template']),
        id: z.string(),
        versionNo: z.number().int(),
        currentVersionNo: z.number().int(),
      })
      .nullable()
      .openapi({
        description:
          'Set when the object keeps versions, this is not its current one and the caller may restore it: ' +
          'POST /api/quotes/{id}/versions/{versionNo}/restore or POST /api/templates/{id}/versions/{version}/restore ' +
          '(body { baseVersion: currentVersionNo }).',
      }),
  })
  .openapi('VersionItem');

const VersionPageDoc = z
  .object({
    items: z.array(VersionItemDoc),
    nextCursor: z.string().nullable().openapi({ description: 'Pass as `cursor` for the next page; null on the last.' }),
  })
  .openapi('VersionPage');

const FieldChange = z
  .object({
    field: z.string(),
    label: z.string(),
    change: Change,
    before: z.string().nullable(),
    after: z.string().nullable(),
  })
  .openapi('VersionFieldChange');

const VersionDiffDoc = z
  .object({
    compared: z
      .object({ before: z.string().nullable(), after: z.string() })
      .nullable()
      .openapi({ description: 'The versions compared ("v2", "v3"); before is null for a first version.' }),
    notes: z.array(z.string()).openapi({ description: 'Settings, details, scaling and order changes as sentences.' }),
    sections: z.array(z.object({ key: z.string(), name: z.string(), change: Change, fields: z.array(z.string()) })),
    lines: z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        sectionName: z.string(),
        change: Change,
        fields: z.array(FieldChange),
        beforeNet: z.string().nullable(),
        afterNet: z.string().nullable(),
      }),
    ),
    totals: z.array(
      z.object({
        key: z.string(),
        label: z.string(),
        before: z.string(),
        after: z.string(),
        changed: z.boolean(),
      }),
    ),
    fields: z.array(FieldChange).openapi({ description: 'An audit-sourced change: each field before and after.' }),
  })
  .openapi('VersionDiff');

const ItemParams = z.object({
  itemId: z
    .string()
    .regex(VERSION_ITEM_ID_PATTERN, { error: COPY.badItemId })
    .openapi({ param: { name: 'itemId', in: 'path' }, description: 'An item id from the feed.' }),
});

export const listVersionsRoute = defineRoute({
  access,
  tags,
  method: 'get',
  path: '/api/versions',
  summary:
    'The workspace’s changes to quotes (every version created), templates (every save), the rate card, the catalog ' +
    'and branding (from the audit log), and deleted quotes and templates: newest first, 50 a page, keyset cursor.',
  request: { query: ListVersionsQuery },
  responses: {
    200: jsonContent(VersionPageDoc, 'A page of changes.'),
    400: errorResponse('Unknown query parameters.'),
    ...denied,
    422: errorResponse('An unknown kind, or a cursor that is not one this feed gave.'),
  },
});

export const getVersionRoute = defineRoute({
  access,
  tags,
  method: 'get',
  path: '/api/versions/{itemId}',
  summary:
    'One change and its readable diff: a quote version against the one before it (sections and lines added, ' +
    'removed and changed, totals before and after), a template save against the one before it, or an audit ' +
    'entry’s fields before and after (money, hours and percentages formatted).',
  request: { params: ItemParams },
  responses: {
    200: jsonContent(
      z.object({ item: VersionItemDoc, diff: VersionDiffDoc }).openapi('VersionItemDetail'),
      'The change.',
    ),
    ...denied,
    404: errorResponse('No such change in your workspace (another workspace’s reads the same).'),
    422: errorResponse('The id is not one the feed gives.'),
  },
});
