/** A wait in the words a person reads: "40 seconds", "1 minute", "5 minutes", "2 hours" (rounded up). */
export function waitInWords(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return plural(whole, 'second');
  if (whole <= 90 * 60) return plural(Math.ceil(whole / 60), 'minute');
  if (whole <= 48 * 3600) return plural(Math.ceil(whole / 3600), 'hour');
  return plural(Math.ceil(whole / 86_400), 'day');
}

/** The body of a refusal by one of our rate limits that has no text of its own in the spec. */
export function retryAfterMessage(seconds: number): string {
  return `Too many attempts. Please try again in ${waitInWords(seconds)}.`;
}
