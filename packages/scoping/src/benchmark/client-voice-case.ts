import type { BenchmarkArea } from './cases';

/** A case in a client's words (see client-voice-cases.ts). */
export interface ClientVoiceCase {
  /** Kebab-case, unique. */
  id: string;
  /** Exactly what the client wrote. */
  description: string;
  /** Areas a good scope covers: { area: 'human label', match: ['lower-case substrings', …] }. Empty when it is not project work. */
  expected: readonly BenchmarkArea[];
  /** Total hours range (including project management and handover) an experienced engineer would sign off. */
  hours: readonly [number, number];
  /** Catalog lines a good quote carries; quantity null = the client gave no count, any count is fine. */
  items: readonly { sku: string; quantity: number | null }[];
  /** Why these hours and items, written like a reviewer's justification. */
  note: string;
  /** True for the held-out part (never used for tuning). */
  heldOut: boolean;
}
