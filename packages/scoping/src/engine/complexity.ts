import type { ServiceArea } from '@scopewright/domain';
import { tokenise } from './tokenise';

/**
 * The third part of the estimation model (docs/decisions/0046-ai-scoping-second-pass.md): hours = fixed + per unit
 * × quantity, then × the complexity factors the description states. Each factor is a condition an engineer
 * prices in on any project (an environment nobody documented, work outside business hours, systems past end of
 * life, evidence for an auditor); it multiplies the technical tasks of the services it concerns and is named in
 * their rationale. Nothing stated, nothing applied: the library's hours assume a documented, supported
 * environment worked in business hours.
 */
export interface ComplexityFactor {
  id: string;
  /** As printed in a rationale: "× 1.15 for an undocumented environment". */
  label: string;
  multiplier: number;
  /** Word sequences (tokenised like the description) that state the condition. */
  cues: readonly string[];
  /** Areas whose services already price the condition in (an audit's own evidence work). */
  exceptAreas?: readonly ServiceArea[];
}

export const COMPLEXITY_FACTORS: readonly ComplexityFactor[] = [
  {
    id: 'undocumented',
    label: 'an undocumented, inherited environment',
    multiplier: 1.15,
    cues: [
      'no documentation',
      'not documented',
      'undocumented',
      'nothing is documented',
      'nobody knows how',
      'no one knows how',
      'previous it guy left',
      'guy who set it up left',
      'its a mess',
      'it is a mess',
      'rats nest',
    ],
  },
  {
    id: 'out-of-hours',
    label: 'work outside business hours',
    multiplier: 1.1,
    cues: ['after hours', 'out of hours', 'outside business hours', 'over the weekend', 'on a weekend', 'overnight'],
  },
  {
    id: 'end-of-life',
    label: 'systems past end of life',
    multiplier: 1.1,
    cues: ['end of life', 'eol', 'unsupported', 'ancient', 'server 2008', 'server 2012', 'windows 7', 'sbs 2011'],
    exceptAreas: ['endpoint'],
  },
  {
    id: 'regulated',
    label: 'evidence an auditor will review',
    multiplier: 1.1,
    cues: ['hipaa', 'cmmc', 'pci', 'soc 2', 'itar', 'nist 800 171', 'audit evidence', 'regulator'],
    exceptAreas: ['compliance'],
  },
];

/** Factors never compound past this: beyond it the scope needs a discovery phase, not a bigger multiplier. */
export const MAX_COMPLEXITY = 1.3;

const CUE_TOKENS = COMPLEXITY_FACTORS.map((factor) => ({
  factor,
  cues: factor.cues.map(tokenise).filter((tokens) => tokens.length > 0),
}));

const containsRun = (tokens: readonly string[], run: readonly string[]) =>
  tokens.some((_, at) => run.every((word, offset) => tokens[at + offset] === word));

/** The factors a description states, in COMPLEXITY_FACTORS order. */
export function findComplexity(description: string): ComplexityFactor[] {
  const tokens = tokenise(description);
  return CUE_TOKENS.filter(({ cues }) => cues.some((cue) => containsRun(tokens, cue))).map(({ factor }) => factor);
}

/** The multiplier for a service's tasks and the words its rationale adds (" × 1.15 for …"), or null. */
export function complexityFor(
  factors: readonly ComplexityFactor[],
  area: ServiceArea,
): { multiplier: number; note: string } | null {
  const applied = factors.filter((factor) => !factor.exceptAreas?.includes(area));
  if (applied.length === 0) return null;
  const raw = applied.reduce((product, factor) => product * factor.multiplier, 1);
  const multiplier = Math.min(MAX_COMPLEXITY, Math.round(raw * 100) / 100);
  return { multiplier, note: ` × ${String(multiplier)} for ${applied.map((factor) => factor.label).join(' and ')}` };
}
