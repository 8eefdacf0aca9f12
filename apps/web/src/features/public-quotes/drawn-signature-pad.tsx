import { PUBLIC_QUOTE_LIMITS, PUBLIC_QUOTE_PAGE_COPY as COPY } from '@scopewright/domain';
import { useEffect, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';
import { Button } from '@/components/ui/button';

const HEIGHT = 180;

/**
 * A canvas to sign on (signature_pad, loaded when the signer picks Draw). Reports a PNG data URL after each stroke
 * and null once cleared. The canvas is sized to its box × the pixel ratio (at most 2, within the API's side limit).
 */
export function DrawnSignaturePad({
  onChange,
  describedBy,
  invalid,
}: {
  onChange: (png: string | null) => void;
  describedBy?: string;
  invalid?: boolean;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  // Strokes before signature_pad has loaded would be lost: the canvas says when it is ready.
  const [ready, setReady] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelled = false;
    let pad: SignaturePad | null = null;
    void import('signature_pad').then(({ default: Pad }) => {
      if (cancelled) return;
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      const width = Math.min(canvas.offsetWidth || 600, PUBLIC_QUOTE_LIMITS.signatureImageMaxSide / ratio);
      canvas.width = width * ratio;
      canvas.height = HEIGHT * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad = new Pad(canvas, { penColor: '#111827', backgroundColor: 'rgba(0,0,0,0)' });
      pad.addEventListener('endStroke', () => onChangeRef.current(pad?.isEmpty() ? null : pad!.toDataURL('image/png')));
      padRef.current = pad;
      setReady(true);
    });
    return () => {
      cancelled = true;
      pad?.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onChangeRef.current(null);
  };

  return (
    <div className="flex flex-col gap-2">
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={COPY.signatureCanvasLabel}
        aria-describedby={describedBy}
        data-testid="signature-canvas"
        data-ready={ready}
        aria-busy={!ready}
        style={{ height: HEIGHT }}
        className={`w-full touch-none rounded-md border bg-white ${invalid ? 'border-destructive' : 'border-input'}`}
      />
      <div className="flex justify-end">
        <Button variant="ghost" size="sm" onClick={clear}>
          {COPY.clearSignature}
        </Button>
      </div>
    </div>
  );
}
