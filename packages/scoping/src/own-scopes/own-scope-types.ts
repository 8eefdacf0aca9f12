import type { TemplateDocument } from '@scopewright/domain';

/**
 * The workspace's own scopes (docs/decisions/0045-ai-learns-own-scopes.md): its active templates and its accepted
 * quotes, handed to the engine by the API. Where one matches a description better than the library's service for
 * the same work, its tasks, hours, roles and wording replace the library's.
 */

/** A labour line of an accepted quote, as it was accepted. */
export interface OwnScopeLine {
  /** The line's id in the quote (stable across versions). */
  id: string;
  name: string;
  /** The client-facing description. */
  description: string;
  /** The role it was priced with; the tenant's rate card prices it again. */
  roleName: string | null;
  /** The whole effort: minutes per unit × quantity. */
  minutes: number;
  deliverables: readonly string[];
  assumptions: readonly string[];
  outOfScope: readonly string[];
  customerResponsibilities: readonly string[];
}

export interface OwnScopeSection {
  name: string;
  lines: readonly OwnScopeLine[];
}

interface OwnScopeBase {
  /**
   * Unique among the request's own scopes and the same on every call while the scope is unchanged: a template's
   * `templateSourceRef` (`tpl:<id>@<version>`), `quote:<versionId>` for an accepted quote.
   */
  id: string;
  /** How rationales name it: the template's name, or the quote's number ("Q-1042"). */
  label: string;
  /** Matched like a library service's name: the template's name, the quote's title. */
  title: string;
  /**
   * Further words about it, matched like a service's summary (a short one also as a phrase): a template's category,
   * tags and description.
   */
  keywords?: readonly string[];
}

/** An active template of the workspace: its variables and rules scale its hours (applyTemplate). */
export interface OwnTemplateScope extends OwnScopeBase {
  kind: 'template';
  document: TemplateDocument;
}

/** The accepted version of a quote of the workspace: its labour lines by section, hours as accepted. */
export interface OwnQuoteScope extends OwnScopeBase {
  kind: 'quote';
  sections: readonly OwnScopeSection[];
}

export type OwnScope = OwnTemplateScope | OwnQuoteScope;
