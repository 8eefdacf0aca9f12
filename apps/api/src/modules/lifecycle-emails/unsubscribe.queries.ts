import { tenants, type Tx } from '@scopewright/db';
import { DEFAULT_EMAIL_PREFERENCES, UNSUBSCRIBE_COPY, type EmailPreferenceKey } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors';

export interface UnsubscribeState {
  workspaceName: string;
  /** Whether the preference is on now. */
  isOn: boolean;
}

/** The token's workspace (RLS-scoped to it) and its preference; 404 with a precise message when it is gone. */
export async function getPreferenceOrThrow(
  tx: Tx,
  tenantId: string,
  preference: EmailPreferenceKey,
  lock = false,
): Promise<UnsubscribeState & { preferences: Record<string, boolean> }> {
  const query = tx
    .select({ name: tenants.name, preferences: tenants.emailPreferences })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', UNSUBSCRIBE_COPY.workspaceGone);
  const preferences = { ...DEFAULT_EMAIL_PREFERENCES, ...row.preferences };
  return { workspaceName: row.name, isOn: preferences[preference], preferences };
}

export async function switchPreferenceOff(
  tx: Tx,
  tenantId: string,
  preferences: Record<string, boolean>,
  preference: EmailPreferenceKey,
): Promise<void> {
  await tx
    .update(tenants)
    .set({ emailPreferences: { ...DEFAULT_EMAIL_PREFERENCES, ...preferences, [preference]: false } })
    .where(eq(tenants.id, tenantId));
}
