import { probabilityPercentToBps, weightedValueCents } from '@scopewright/domain';
import {
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { mutationMeta, type MutationSettings } from './mutation-settings';
import { typedApi, type ApiBody, type ApiQuery, type ApiResponse } from './typed-api';

export type OpportunityListQuery = Omit<NonNullable<ApiQuery<'/api/opportunities', 'get'>>, 'cursor'>;
export type OpportunityBoardQuery = NonNullable<ApiQuery<'/api/opportunities/board', 'get'>>;
export type OpportunityBoardRecord = ApiResponse<'/api/opportunities/board', 'get'>;
export type OpportunityBoardColumnRecord = OpportunityBoardRecord['columns'][number];
export type OpportunityRecord = ApiResponse<'/api/opportunities/{id}', 'get'>;
export type OpportunitySummaryRecord = ApiResponse<'/api/opportunities', 'get'>['items'][number];
/** A board card: the summary's fields a card shows and a drag needs (a summary is one too). */
export type OpportunityCardRecord = OpportunityBoardColumnRecord['cards'][number];
export type CreateOpportunityBody = ApiBody<'/api/opportunities', 'post'>;
export type UpdateOpportunityBody = ApiBody<'/api/opportunities/{id}', 'patch'>;
export type MoveOpportunityBody = ApiBody<'/api/opportunities/{id}/move', 'post'>;
export type BulkOpportunitiesBody = ApiBody<'/api/opportunities/bulk', 'post'>;

/** Every cached opportunity entry (ADR 0035): the board per filters, list pages per query, one deal each. */
export const opportunityKeys = {
  all: ['opportunities'] as const,
  boards: () => [...opportunityKeys.all, 'board'] as const,
  board: (query: OpportunityBoardQuery) => [...opportunityKeys.boards(), query] as const,
  lists: () => [...opportunityKeys.all, 'list'] as const,
  list: (query: OpportunityListQuery) => [...opportunityKeys.lists(), query] as const,
  detail: (id: string) => [...opportunityKeys.all, 'detail', id] as const,
};

/** The kanban: one column per current stage with its totals and most recently touched cards. */
export function useOpportunityBoard(query: OpportunityBoardQuery) {
  return useQuery({
    queryKey: opportunityKeys.board(query),
    queryFn: ({ signal }) => typedApi.get('/api/opportunities/board', { signal, query }),
    placeholderData: keepPreviousData,
  });
}

/** The list and grid: one filtered, sorted list, a keyset page at a time. */
export function useOpportunityList(query: OpportunityListQuery, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: opportunityKeys.list(query),
    queryFn: ({ signal, pageParam }) =>
      typedApi.get('/api/opportunities', { signal, query: { ...query, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}

/** One deal with its quotes and stage history. */
export function useOpportunity(id: string | null) {
  return useQuery({
    queryKey: opportunityKeys.detail(id ?? ''),
    queryFn: ({ signal }) => typedApi.get('/api/opportunities/{id}', { signal, path: { id: id! } }),
    enabled: Boolean(id),
  });
}

/** After any write the boards, lists and the deal refetch (totals and order are the server's). */
const refreshAll = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: opportunityKeys.all });

function useOpportunityWrite<V, R>(request: (variables: V) => Promise<R>, settings?: MutationSettings) {
  const queryClient = useQueryClient();
  // Settled, not only succeeded: a refused write (a 409) shows the deal as it now is.
  return useMutation({ mutationFn: request, meta: mutationMeta(settings), onSettled: () => refreshAll(queryClient) });
}

export const useCreateOpportunity = (settings?: MutationSettings) =>
  useOpportunityWrite((body: CreateOpportunityBody) => typedApi.post('/api/opportunities', { body }), settings);

export const useUpdateOpportunity = (id: string, settings?: MutationSettings) =>
  useOpportunityWrite(
    (body: UpdateOpportunityBody) => typedApi.patch('/api/opportunities/{id}', { path: { id }, body }),
    settings,
  );

export const useReopenOpportunity = (id: string, settings?: MutationSettings) =>
  useOpportunityWrite(
    (body: { lockVersion: number; stageId?: string }) =>
      typedApi.post('/api/opportunities/{id}/reopen', { path: { id }, body }),
    settings,
  );

export const useBulkOpportunities = (settings?: MutationSettings) =>
  useOpportunityWrite((body: BulkOpportunitiesBody) => typedApi.post('/api/opportunities/bulk', { body }), settings);

export const useDeleteOpportunity = (settings?: MutationSettings) =>
  useOpportunityWrite((id: string) => typedApi.delete('/api/opportunities/{id}', { path: { id } }), settings);

/** The card in its new column, first (the board orders by last touched), with the columns' figures moved. */
export function moveCardOnBoard(board: OpportunityBoardRecord, id: string, toStageId: string): OpportunityBoardRecord {
  const card = board.columns.flatMap((column) => column.cards).find((c) => c.id === id);
  const target = board.columns.find((column) => column.stage.id === toStageId);
  if (!card || !target || card.stageId === toStageId) return board;
  const probability = card.probabilityOverride ?? target.stage.probability;
  const moved = {
    ...card,
    stageId: toStageId,
    stageName: target.stage.name,
    stageKind: target.stage.kind,
    status: target.stage.kind,
    probability,
    weightedValueCents: weightedValueCents(card.valueCents, probabilityPercentToBps(probability)),
  };
  return {
    columns: board.columns.map((column) => {
      if (column.stage.id === card.stageId) {
        return {
          ...column,
          cards: column.cards.filter((c) => c.id !== id),
          count: column.count - 1,
          totalCents: column.totalCents - card.valueCents,
          weightedCents: column.weightedCents - card.weightedValueCents,
        };
      }
      if (column.stage.id !== toStageId) return column;
      return {
        ...column,
        cards: [moved, ...column.cards],
        count: column.count + 1,
        totalCents: column.totalCents + moved.valueCents,
        weightedCents: column.weightedCents + moved.weightedValueCents,
      };
    }),
  };
}

export interface MoveOpportunityVariables extends MoveOpportunityBody {
  id: string;
}

/**
 * A stage move at the card's lock version, shown at once on every cached board and rolled back when refused (a
 * 409 says who moved it; the refetch then shows the card where they put it).
 */
export function useMoveOpportunity(settings?: MutationSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: mutationMeta(settings),
    mutationFn: ({ id, ...body }: MoveOpportunityVariables) =>
      typedApi.post('/api/opportunities/{id}/move', { path: { id }, body }),
    onMutate: async ({ id, stageId }) => {
      await queryClient.cancelQueries({ queryKey: opportunityKeys.boards() });
      const before = queryClient.getQueriesData<OpportunityBoardRecord>({ queryKey: opportunityKeys.boards() });
      queryClient.setQueriesData<OpportunityBoardRecord>({ queryKey: opportunityKeys.boards() }, (board) =>
        board ? moveCardOnBoard(board, id, stageId) : board,
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      for (const [key, board] of context?.before ?? []) queryClient.setQueryData(key, board);
    },
    onSettled: () => refreshAll(queryClient),
  });
}
