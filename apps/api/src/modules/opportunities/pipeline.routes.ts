import { z } from '@hono/zod-openapi';
import {
  CreateLossReasonInput,
  CreatePipelineStageInput,
  OPPORTUNITIES_REQUIREMENT,
  PIPELINE_ADMIN_REQUIREMENT,
  PipelineSettingsInput,
  ReorderPipelineStagesInput,
  UpdateLossReasonInput,
  UpdatePipelineStageInput,
} from '@scopewright/domain';
import { defineRoute, guarded } from '../../platform/access/route-access';
import { errorResponse, guardRefusals, invalidBody, jsonBody, jsonContent } from '../../platform/openapi';
import { LossReasonDoc, PipelineSettingsDoc, PipelineStageDoc } from './opportunity-docs';

const tags = ['pipeline'];
const read = { access: guarded(OPPORTUNITIES_REQUIREMENT), tags };
const admin = { access: guarded(PIPELINE_ADMIN_REQUIREMENT), tags };
const readDenied = guardRefusals('Not an approved member of a workspace on Essentials or above, or it is suspended.');
const adminDenied = guardRefusals('Not an admin of a workspace on Essentials or above, or it is suspended.');
const Params = (what: string) =>
  z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' }, description: `The ${what} id.` }) });

const Stages = z.object({ stages: z.array(PipelineStageDoc) }).openapi('PipelineStages');
const Reasons = z.object({ lossReasons: z.array(LossReasonDoc) }).openapi('LossReasons');

export const listPipelineStagesRoute = defineRoute({
  ...read,
  method: 'get',
  path: '/api/pipeline/stages',
  summary: 'Every stage of the workspace in board order, retired ones included (history names them).',
  responses: { 200: jsonContent(Stages, 'The stages.'), ...readDenied },
});

export const createPipelineStageRoute = defineRoute({
  ...admin,
  method: 'post',
  path: '/api/pipeline/stages',
  summary: 'A new stage (open, won or lost) at the end of the board.',
  request: jsonBody(CreatePipelineStageInput),
  responses: {
    201: jsonContent(PipelineStageDoc, 'The stage.'),
    ...invalidBody('The name is blank or taken, or the probability is outside 0–100.'),
    ...adminDenied,
  },
});

export const updatePipelineStageRoute = defineRoute({
  ...admin,
  method: 'patch',
  path: '/api/pipeline/stages/{id}',
  summary: 'Renames a stage, sets its probability, retires it or brings it back.',
  request: { params: Params('stage'), ...jsonBody(UpdatePipelineStageInput) },
  responses: {
    200: jsonContent(PipelineStageDoc, 'The stage.'),
    ...invalidBody('The name is blank or taken, or the probability is outside 0–100.'),
    ...adminDenied,
    404: errorResponse('No such stage in your workspace.'),
    409: errorResponse('Retiring a stage that still holds open deals, or the last current stage of its kind.'),
  },
});

export const reorderPipelineStagesRoute = defineRoute({
  ...admin,
  method: 'put',
  path: '/api/pipeline/stages/order',
  summary: 'The current stages in a new order (every one exactly once).',
  request: jsonBody(ReorderPipelineStagesInput),
  responses: {
    200: jsonContent(Stages, 'The stages.'),
    ...invalidBody('The list is not exactly the current stages.'),
    ...adminDenied,
  },
});

export const listLossReasonsRoute = defineRoute({
  ...read,
  method: 'get',
  path: '/api/pipeline/loss-reasons',
  summary: 'The workspace’s loss reasons, retired ones included.',
  responses: { 200: jsonContent(Reasons, 'The reasons.'), ...readDenied },
});

export const createLossReasonRoute = defineRoute({
  ...admin,
  method: 'post',
  path: '/api/pipeline/loss-reasons',
  summary: 'A new loss reason at the end of the list.',
  request: jsonBody(CreateLossReasonInput),
  responses: {
    201: jsonContent(LossReasonDoc, 'The reason.'),
    ...invalidBody('The label is blank or already in the list.'),
    ...adminDenied,
  },
});

export const updateLossReasonRoute = defineRoute({
  ...admin,
  method: 'patch',
  path: '/api/pipeline/loss-reasons/{id}',
  summary: 'Relabels a loss reason, retires it or brings it back.',
  request: { params: Params('loss reason'), ...jsonBody(UpdateLossReasonInput) },
  responses: {
    200: jsonContent(LossReasonDoc, 'The reason.'),
    ...invalidBody('The label is blank or already in the list.'),
    ...adminDenied,
    404: errorResponse('No such loss reason in your workspace.'),
  },
});

export const getPipelineSettingsRoute = defineRoute({
  ...read,
  method: 'get',
  path: '/api/pipeline/settings',
  summary: 'The workspace’s pipeline settings (whether a lost deal needs a reason).',
  responses: { 200: jsonContent(PipelineSettingsDoc, 'The settings.'), ...readDenied },
});

export const savePipelineSettingsRoute = defineRoute({
  ...admin,
  method: 'put',
  path: '/api/pipeline/settings',
  summary: 'Saves the pipeline settings.',
  request: jsonBody(PipelineSettingsInput),
  responses: {
    200: jsonContent(PipelineSettingsDoc, 'The settings.'),
    ...invalidBody('A field breaks its rule.'),
    ...adminDenied,
  },
});
