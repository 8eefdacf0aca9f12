export type StripeErrorType = 'invalid_request_error' | 'idempotency_error' | 'api_error';

interface ErrorDetails {
  code?: string;
  param?: string;
}

/** An error answered in Stripe's shape: `{ error: { type, message, code?, param? } }`. */
export class StripeFakeError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 500,
    readonly type: StripeErrorType,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
  }

  toBody() {
    return { error: { type: this.type, message: this.message, ...this.details } };
  }
}

export function invalidRequest(message: string, param?: string): StripeFakeError {
  return new StripeFakeError(400, 'invalid_request_error', message, param ? { param } : {});
}

export function resourceMissing(label: string, id: string, param?: string): StripeFakeError {
  return new StripeFakeError(param ? 400 : 404, 'invalid_request_error', `No such ${label}: '${id}'`, {
    code: 'resource_missing',
    param: param ?? 'id',
  });
}
