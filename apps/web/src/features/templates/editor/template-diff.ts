import {
  compareQuoteContent,
  type ComparedTemplateVersion,
  type ContentComparison,
  describeTemplateDetails,
  describeTemplateScaling,
} from '@scopewright/domain';

export interface TemplateChanges {
  /** Name, category, description and tags. */
  details: string[];
  /** Variables and how lines scale with them. */
  scaling: string[];
  /** Sections and lines with their nets, and the headline totals (the quote's version comparison). */
  content: ContentComparison;
}

/**
 * What changed from `before` to `after` in the history dialog's three parts: the sentences are Version Control's
 * (the domain's template diff), the content is the quote wizard's comparison.
 */
export function compareTemplateVersions(
  before: ComparedTemplateVersion,
  after: ComparedTemplateVersion,
): TemplateChanges {
  return {
    details: describeTemplateDetails(before, after),
    scaling: describeTemplateScaling(before.document, after.document),
    content: compareQuoteContent(before.document.content, after.document.content),
  };
}
