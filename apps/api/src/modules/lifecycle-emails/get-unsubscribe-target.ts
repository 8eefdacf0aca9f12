import { withTenant, type Database } from '@scopewright/db';
import { preferenceLabel, type EmailPreferenceKey } from '@scopewright/domain';
import { getPreferenceOrThrow } from './unsubscribe.queries';
import { verifyUnsubscribeToken } from './unsubscribe-token';

export interface UnsubscribeDeps {
  database: Pick<Database, 'db'>;
  secret: string;
}

export interface UnsubscribeTargetView {
  workspaceName: string;
  preference: EmailPreferenceKey;
  label: string;
  isOn: boolean;
}

/** What an unsubscribe link would switch off, for its confirmation page: nothing changes on a GET. */
export async function getUnsubscribeTarget(
  deps: UnsubscribeDeps,
  token: string | undefined,
): Promise<UnsubscribeTargetView> {
  const target = verifyUnsubscribeToken(deps.secret, token);
  const state = await withTenant({ db: deps.database.db, tenantId: target.tenantId }, (tx) =>
    getPreferenceOrThrow(tx, target.tenantId, target.preference),
  );
  return {
    workspaceName: state.workspaceName,
    preference: target.preference,
    label: preferenceLabel(target.preference),
    isOn: state.isOn,
  };
}
