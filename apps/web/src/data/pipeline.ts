import { useQuery } from '@tanstack/react-query';
import { typedApi, type ApiResponse } from './typed-api';

export type PipelineStageRecord = ApiResponse<'/api/pipeline/stages', 'get'>['stages'][number];
export type LossReasonRecord = ApiResponse<'/api/pipeline/loss-reasons', 'get'>['lossReasons'][number];
export type PipelineSettingsRecord = ApiResponse<'/api/pipeline/settings', 'get'>;

/** The workspace's pipeline set-up: stages, loss reasons and settings (ADR 0035). */
export const pipelineKeys = {
  all: ['pipeline'] as const,
  stages: () => [...pipelineKeys.all, 'stages'] as const,
  lossReasons: () => [...pipelineKeys.all, 'loss-reasons'] as const,
  settings: () => [...pipelineKeys.all, 'settings'] as const,
};

/** Every stage in board order, retired ones included (history names them). */
export function usePipelineStages() {
  return useQuery({
    queryKey: pipelineKeys.stages(),
    queryFn: ({ signal }) => typedApi.get('/api/pipeline/stages', { signal }),
    select: (answer) => answer.stages,
    staleTime: 60_000,
  });
}

/** The admin's loss reasons, retired ones included. */
export function useLossReasons(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: pipelineKeys.lossReasons(),
    queryFn: ({ signal }) => typedApi.get('/api/pipeline/loss-reasons', { signal }),
    select: (answer) => answer.lossReasons,
    staleTime: 60_000,
    enabled: options.enabled,
  });
}

/** Whether a lost deal needs a reason. */
export function usePipelineSettings(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: pipelineKeys.settings(),
    queryFn: ({ signal }) => typedApi.get('/api/pipeline/settings', { signal }),
    staleTime: 60_000,
    enabled: options.enabled,
  });
}
