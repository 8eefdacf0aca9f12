import type { Tx } from '@scopewright/db';
import { LIFECYCLE_STEPS, TRIAL_EXPIRED_GRACE_DAYS, TRIAL_REMINDER_DAYS, type TrialStep } from '@scopewright/domain';
import { pgClientOf } from './lifecycle-queries';

export interface DueTrialStepRow {
  tenantId: string;
  name: string;
  contactEmail: string | null;
  trialEndDate: Date;
  step: Exclude<TrialStep, 'trial_welcome'>;
  trialRemindersOn: boolean;
}

const reminderWhen = [...TRIAL_REMINDER_DAYS]
  .reverse()
  .map(
    (day) =>
      `when $1::timestamptz >= t.trial_start_date + interval '${day * 24} hours' then '${LIFECYCLE_STEPS.reminder(`${day}`)}'`,
  )
  .join('\n      ');

/**
 * Every workspace due a trial step now and not yet given it, set-based: the SQL form of the domain's dueTrialStep
 * (the latest step of the sequence only; never a burst of missed ones). Days are whole 24-hour periods on UTC
 * instants, as the domain counts them: an interval in days would follow the session's time zone across a
 * daylight-saving change. $1 now, $2 the previous page's last tenant id (pages of $3, in tenant order).
 */
const DUE = `select t.id as "tenantId", t.name, t.contact_email as "contactEmail", t.trial_end_date as "trialEndDate",
    d.step, coalesce((t.email_preferences ->> 'trialReminders')::boolean, true) as "trialRemindersOn"
  from tenants t
  cross join lateral (select case
      when t.trial_end_date <= $1::timestamptz or t.active_tier = 'readonly_trial_expired' then
        case when t.trial_end_date > $1::timestamptz - interval '${TRIAL_EXPIRED_GRACE_DAYS * 24} hours' then '${LIFECYCLE_STEPS.expired}' end
      when t.active_tier <> 'trial' then null
      when $1::timestamptz >= t.trial_end_date - interval '24 hours' then '${LIFECYCLE_STEPS.reminder('final')}'
      ${reminderWhen}
    end as step) d
  where t.active_tier in ('trial', 'readonly_trial_expired')
    and not t.suspended
    and t.trial_start_date is not null
    and t.trial_end_date > $1::timestamptz - interval '${TRIAL_EXPIRED_GRACE_DAYS * 24} hours'
    and t.id > $2::uuid
    and d.step is not null
    and not exists (select 1 from lifecycle_email_sends s where s.tenant_id = t.id and s.step = d.step)
  order by t.id
  limit $3`;

export const FIRST_PAGE = '00000000-0000-0000-0000-000000000000';

export async function findDueTrialSteps(
  tx: Tx,
  now: Date,
  after: string = FIRST_PAGE,
  limit = 500,
): Promise<DueTrialStepRow[]> {
  return (await pgClientOf(tx).query<DueTrialStepRow>(DUE, [now, after, limit])).rows;
}
