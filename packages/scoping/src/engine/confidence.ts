import type { ConfidenceLevel } from '@scopewright/domain';

/** Retrieval score → 0–1: a name or abbreviation hit (~10) is fairly sure; a phrase plus product (~20) very. */
export function scoreConfidence(score: number, hasAssumedQuantity: boolean): number {
  const fromScore = 1 - Math.exp(-score / 8);
  return Math.round(fromScore * (hasAssumedQuantity ? 0.85 : 1) * 100) / 100;
}

export function toConfidenceLevel(confidence: number): ConfidenceLevel {
  if (confidence >= 0.75) return 'high';
  if (confidence >= 0.5) return 'medium';
  return 'low';
}

export function averageConfidence(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;
}
