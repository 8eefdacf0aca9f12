import {
  COMPANY_SETTINGS_REQUIREMENT,
  ConfirmFirstRunStepInput,
  FirstRunChecklist,
  QUOTES_READ_REQUIREMENT,
} from '@scopewright/domain';
import { defineRoute, guarded } from '../../platform/access/route-access';
import { errorResponse, guardRefusals, jsonBody, jsonContent } from '../../platform/openapi';

const denied = guardRefusals('Not an approved member of a workspace (or, to change it, not its admin).');

export const getFirstRunRoute = defineRoute({
  access: guarded(QUOTES_READ_REQUIREMENT),
  method: 'get',
  path: '/api/first-run',
  tags: ['first-run'],
  summary:
    "The first-run checklist of the caller's workspace: currency and tax, rate card, logo, default terms, a " +
    'first client and a first sent quote, each done from real data and actionable only for roles that can do it.',
  responses: { 200: jsonContent(FirstRunChecklist, 'The checklist.'), ...denied },
});

export const confirmFirstRunStepRoute = defineRoute({
  access: guarded(COMPANY_SETTINGS_REQUIREMENT),
  method: 'post',
  path: '/api/first-run/confirm',
  tags: ['first-run'],
  summary: 'Marks the currency and tax, or the rate card, as reviewed (steps no data can prove).',
  request: jsonBody(ConfirmFirstRunStepInput),
  responses: {
    200: jsonContent(FirstRunChecklist, 'The checklist after the change.'),
    400: errorResponse('Malformed body or unknown fields.'),
    422: errorResponse('Not a step that can be confirmed.'),
    ...denied,
  },
});

export const dismissFirstRunRoute = defineRoute({
  access: guarded(COMPANY_SETTINGS_REQUIREMENT),
  method: 'post',
  path: '/api/first-run/dismiss',
  tags: ['first-run'],
  summary: 'Hides the checklist for the whole workspace.',
  responses: { 200: jsonContent(FirstRunChecklist, 'The checklist, now hidden.'), ...denied },
});
