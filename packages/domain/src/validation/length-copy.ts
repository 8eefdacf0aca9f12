/**
 * A whole number with thousands separators, "5,000", as en-US writes it, without Intl: messages built when a
 * module loads (schemas, copy) would otherwise pay for the ICU formatter's first use on every page load.
 */
export function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The message for text over its length limit: "Use at most 1,000 characters." */
export const tooLongMessage = (max: number) => `Use at most ${groupThousands(max)} characters.`;
