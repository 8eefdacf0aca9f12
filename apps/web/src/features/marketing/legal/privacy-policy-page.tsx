import { LEGAL_LAST_UPDATED } from '@scopewright/domain';
import body from '@/content/legal/privacy-policy.md';
import { LegalDocument } from './legal-document';

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy policy"
      lastUpdated={LEGAL_LAST_UPDATED.privacy}
      lastUpdatedIso={LEGAL_LAST_UPDATED.iso}
      body={body}
    />
  );
}
