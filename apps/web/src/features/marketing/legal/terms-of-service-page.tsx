import { LEGAL_LAST_UPDATED } from '@scopewright/domain';
import body from '@/content/legal/terms-of-service.md';
import { LegalDocument } from './legal-document';

export default function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of service"
      lastUpdated={LEGAL_LAST_UPDATED.terms}
      lastUpdatedIso={LEGAL_LAST_UPDATED.iso}
      body={body}
    />
  );
}
