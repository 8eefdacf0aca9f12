import type { Tx } from '@scopewright/db';
import type { AuditSource } from '../audit/record-audit';
import type { TemplateVariables } from './render-email-template';

/** What a refresher knows of the failed email it renews a link for. */
export interface LinkRefreshInput {
  tenantId: string | null;
  /** The person the email was for (the log's user). */
  userId: string | null;
  /** The log row's metadata (its template data already without secrets). */
  metadata: Record<string, unknown>;
  /** Who resends (counted like any other send by them). */
  actorUserId: string;
  appUrl: string;
  now: Date;
  /** Who resends, for the audit entry of the renewed link (the resend's use case context). */
  audit?: AuditSource;
}

/**
 * Renews the one-time link of a templated email when a failed one is resent (email-secrets.ts: a sent or failed
 * email keeps no link). A module owning such links provides one per template alias; an alias with link variables
 * and no refresher cannot be resent (docs/decisions/0054-email-logs-and-metrics.md).
 */
export interface LinkRefresher {
  /** Why a fresh link cannot be issued now (the invitation was accepted…), or null. Reads only. */
  check(tx: Tx, input: LinkRefreshInput): Promise<string | null>;
  /** Issues the fresh link in the resend's transaction: the template variables to replace, and metadata to add. */
  refresh(
    tx: Tx,
    input: LinkRefreshInput,
  ): Promise<{ templateData: TemplateVariables; metadata?: Record<string, unknown> }>;
}

/** The refresher of a template alias, or null when its emails' links cannot be issued afresh. */
export type LinkRefreshers = (alias: string) => LinkRefresher | null;
