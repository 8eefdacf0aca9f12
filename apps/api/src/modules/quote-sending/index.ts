export { greetingName, listContactsWithEmail, quoteTemplateData, readEmailNames } from './quote-email.queries';
export { findQuoteRecipients } from './quote-recipients';
export { issueShareLink } from './share-links.queries';
export { v1QuoteSendingRouter } from './quote-sending.v1';
