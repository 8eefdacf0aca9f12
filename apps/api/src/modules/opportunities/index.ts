export { insertOpportunity } from './create-opportunity';
export { opportunitiesRouter } from './opportunities.router';
export {
  advanceOpportunityOnQuoteSent,
  linkQuoteToOpportunity,
  markOpportunityWonByQuote,
  type QuoteLinkState,
} from './quote-links';
export { v1OpportunitiesRouter } from './opportunities.v1';
