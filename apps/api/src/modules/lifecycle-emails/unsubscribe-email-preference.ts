import { withTenant } from '@scopewright/db';
import { preferenceLabel, UNSUBSCRIBE_COPY } from '@scopewright/domain';
import { auditSourceInRequest } from '../../platform/audit/audit-request-scope';
import { recordAudit } from '../../platform/audit/record-audit';
import type { UnsubscribeDeps, UnsubscribeTargetView } from './get-unsubscribe-target';
import { getPreferenceOrThrow, switchPreferenceOff } from './unsubscribe.queries';
import { verifyUnsubscribeToken } from './unsubscribe-token';

/** Who the audit log names for a one-click unsubscribe: the link, not a person. */
const UNSUBSCRIBE_ACTOR_LABEL = 'Unsubscribe link';

export interface UnsubscribeResult extends UnsubscribeTargetView {
  /** False when the preference was already off: the request changed nothing (it is idempotent). */
  changed: boolean;
  message: string;
}

/**
 * One-click unsubscribe (RFC 8058): switches the token's preference off for its workspace, row locked so a
 * concurrent settings save keeps its other changes. Repeating it changes nothing and answers the same way. The
 * change is in the workspace's audit log, by whoever held the emailed link (no account is named by it).
 */
export async function unsubscribeEmailPreference(
  deps: UnsubscribeDeps,
  token: string | undefined,
): Promise<UnsubscribeResult> {
  const target = verifyUnsubscribeToken(deps.secret, token);
  const label = preferenceLabel(target.preference);
  return withTenant({ db: deps.database.db, tenantId: target.tenantId }, async (tx) => {
    const state = await getPreferenceOrThrow(tx, target.tenantId, target.preference, true);
    if (state.isOn) {
      await switchPreferenceOff(tx, target.tenantId, state.preferences, target.preference);
      await recordAudit(tx, auditSourceInRequest(null), {
        action: 'settings.email_preferences_updated',
        tenantId: target.tenantId,
        actorLabel: UNSUBSCRIBE_ACTOR_LABEL,
        target: { type: 'workspace', id: target.tenantId, label: state.workspaceName },
        changes: { [target.preference]: { before: true, after: false } },
        metadata: { via: 'unsubscribe_link' },
      });
    }
    return {
      workspaceName: state.workspaceName,
      preference: target.preference,
      label,
      isOn: false,
      changed: state.isOn,
      message: state.isOn
        ? UNSUBSCRIBE_COPY.done(state.workspaceName, label)
        : UNSUBSCRIBE_COPY.alreadyDone(state.workspaceName, label),
    };
  });
}
