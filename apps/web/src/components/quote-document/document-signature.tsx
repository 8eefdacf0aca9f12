import type { DocumentSignature as Signature } from '@scopewright/domain';
import { SignatureMark } from './signature-text';

/** The acceptance block: blank lines to sign, or the signer, date and signature once accepted. */
export function DocumentSignature({ signature }: { signature: Signature }) {
  const { acceptance } = signature;
  const [nameLabel, titleLabel, dateLabel, signatureLabel] = signature.fields;
  const values = acceptance ? [acceptance.signerName, acceptance.signerTitle, acceptance.acceptedAt] : ['', '', ''];
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm leading-relaxed">{signature.intro}</p>
      <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {[nameLabel, titleLabel, dateLabel].map((label, i) => (
          <div key={label ?? i} className="border-b border-foreground/40 pb-1">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="min-h-6 font-medium break-words">{values[i]}</dd>
          </div>
        ))}
        <div className="border-b border-foreground/40 pb-1 sm:col-span-2">
          <dt className="text-xs text-muted-foreground">{signatureLabel}</dt>
          <dd className="min-h-16">
            {acceptance && (
              <SignatureMark mark={acceptance.signature} alt={`${signatureLabel}: ${acceptance.signerName}`} />
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}
