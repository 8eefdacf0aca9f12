import type { Tx } from '@scopewright/db';
import {
  OPPORTUNITY_BOARD_COLUMN_CAP,
  opportunityProbabilityBps,
  probabilityBpsToPercent,
  weightedValueCents,
  type OpportunityCard,
} from '@scopewright/domain';
import { sql, type SQL } from 'drizzle-orm';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A card's columns as pg parses them: dates and times as text, money as float8, names joined in. */
const CARD_COLUMNS = sql.raw(`"opportunities"."id", "opportunities"."name",
  (select c.name from clients c where c.tenant_id = "opportunities"."tenant_id" and c.id = "opportunities"."client_id") as "clientName",
  (select u.name from users u where u.id = "opportunities"."owner_id") as "ownerName",
  "opportunities"."stage_id" as "stageId", "opportunities"."status",
  "opportunities"."expected_close_date"::text as "expectedCloseDate",
  "opportunities"."probability_override_bps" as "probabilityOverrideBps",
  (select r.label from loss_reasons r where r.tenant_id = "opportunities"."tenant_id" and r.id = "opportunities"."loss_reason_id") as "lossReasonLabel",
  "opportunities"."next_step" as "nextStep", "opportunities"."next_step_date"::text as "nextStepDate",
  "opportunities"."one_time_cents"::float8 as "oneTimeCents", "opportunities"."mrr_cents"::float8 as "mrrCents",
  "opportunities"."value_cents"::float8 as "valueCents", "opportunities"."lock_version" as "lockVersion",
  ${iso('"opportunities"."last_activity_at"')} as "lastActivityAt"`);

interface CardRow {
  id: string;
  name: string;
  clientName: string | null;
  ownerName: string | null;
  stageId: string;
  status: OpportunityCard['status'];
  expectedCloseDate: string | null;
  probabilityOverrideBps: number | null;
  lossReasonLabel: string | null;
  nextStep: string;
  nextStepDate: string | null;
  oneTimeCents: number;
  mrrCents: number;
  valueCents: number;
  lockVersion: number;
  lastActivityAt: string;
}

export interface BoardStage {
  id: string;
  name: string;
  kind: OpportunityCard['stageKind'];
  probabilityBps: number;
}

/**
 * Every column's first cards in one statement: for each stage, the most recently touched matching deals (one range
 * of the board index each), one more than the cap to tell whether there are more.
 */
export async function loadBoardCards(tx: Tx, tenantId: string, where: SQL | undefined, stages: readonly BoardStage[]) {
  const { rows } = await tx.execute<CardRow & Record<string, unknown>>(sql`
    select c.* from (select id, kind from pipeline_stages where tenant_id = ${tenantId} and retired_at is null) s
    cross join lateral (
      select ${CARD_COLUMNS} from opportunities
      where ${where} and "opportunities"."status" = s.kind and "opportunities"."stage_id" = s.id
      order by "opportunities"."updated_at" desc, "opportunities"."id" desc
      limit ${OPPORTUNITY_BOARD_COLUMN_CAP + 1}
    ) c`);
  const byStage = new Map(stages.map((stage) => [stage.id, stage]));
  const cards = new Map<string, OpportunityCard[]>();
  for (const row of rows) {
    const stage = byStage.get(row.stageId);
    if (!stage) continue;
    const list = cards.get(stage.id) ?? [];
    list.push(toCard(row, stage));
    cards.set(stage.id, list);
  }
  return cards;
}

function toCard(row: CardRow, stage: BoardStage): OpportunityCard {
  const probabilityBps = opportunityProbabilityBps(row.probabilityOverrideBps, stage.probabilityBps);
  return {
    id: row.id,
    name: row.name,
    clientName: row.clientName ?? '',
    ownerName: row.ownerName,
    stageId: row.stageId,
    stageName: stage.name,
    stageKind: stage.kind,
    status: row.status,
    expectedCloseDate: row.expectedCloseDate,
    probabilityOverride:
      row.probabilityOverrideBps === null ? null : probabilityBpsToPercent(row.probabilityOverrideBps),
    probability: probabilityBpsToPercent(probabilityBps),
    lossReasonLabel: row.lossReasonLabel,
    nextStep: row.nextStep,
    nextStepDate: row.nextStepDate,
    oneTimeCents: row.oneTimeCents,
    mrrCents: row.mrrCents,
    valueCents: row.valueCents,
    weightedValueCents: weightedValueCents(row.valueCents, probabilityBps),
    lockVersion: row.lockVersion,
    lastActivityAt: row.lastActivityAt,
  };
}
