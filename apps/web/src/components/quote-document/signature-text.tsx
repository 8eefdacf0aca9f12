import type { DocumentSignatureMark } from '@scopewright/domain';
import { cn } from '@/lib/utils';

export const SIGNATURE_FONT = "'Segoe Script', 'Bradley Hand', 'Brush Script MT', 'URW Chancery L', cursive";
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** A typed signature in a handwriting-style font. */
export function TypedSignature({ text, className }: { text: string; className?: string }) {
  return (
    <span className={cn('text-3xl leading-tight break-words', className)} style={{ fontFamily: SIGNATURE_FONT }}>
      {text}
    </span>
  );
}

/** A signature as the signer gave it: typed text, or the API's re-encoded PNG of the drawing. */
export function SignatureMark({ mark, alt }: { mark: DocumentSignatureMark; alt: string }) {
  if (mark.kind === 'typed') return <TypedSignature text={mark.text} />;
  if (!BASE64.test(mark.pngBase64)) return null;
  return <img src={`data:image/png;base64,${mark.pngBase64}`} alt={alt} className="h-16 w-auto max-w-full" />;
}
