/**
 * Why an outbound request got no usable answer. The kinds match the PSA error kinds of the same names, so the
 * integrations module maps one to the other without translation.
 */
export type OutboundErrorKind =
  /** The URL is not allowed (scheme, port, private address) or the name does not resolve. */
  | 'unreachable'
  /** No answer in time, or the connection failed: worth retrying later. */
  | 'unavailable'
  /** The answer was larger than the cap. */
  | 'bad_response';

/** The message is written for the person who configured the URL; it never holds a header or a body. */
export class OutboundError extends Error {
  override name = 'OutboundError';
  constructor(
    readonly kind: OutboundErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
  }
}
