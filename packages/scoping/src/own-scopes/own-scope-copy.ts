/** How a line taken from the workspace's own scopes names its source (printed as the line's internal note). */
export const OWN_SCOPE_COPY = {
  fromTemplate: (name: string) => `from your template '${name}'`,
  asInQuote: (reference: string) => `as in ${reference}`,
  /** A template line whose hours follow a variable: the source, then how the count was read. */
  scaled: (source: string, scaling: string) => `${source}: ${scaling}`,
} as const;
