import { STRIPE_BILLING_COPY } from '@scopewright/domain';
import { PaymentProviderError, type StripeGateway } from '../../platform/billing/stripe-gateway';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import type { BillingDeps } from './billing-deps';

export interface StripeActionContext extends TenantContext {
  billing: BillingDeps;
}

/** The Stripe gateway, or 409 under the manual provider (plans change at once there). */
export function requireStripe(ctx: StripeActionContext): StripeGateway {
  if (!ctx.billing.stripe) {
    throw new AppError('CONFLICT', STRIPE_BILLING_COPY.manualProvider, { details: { provider: 'manual' } });
  }
  return ctx.billing.stripe;
}

/** A Stripe call from a user's action: an outage or refusal becomes a clear 503 and nothing of ours changes. */
export async function callStripe<T>(ctx: StripeActionContext, action: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.logger.warn({ err: error, action }, 'stripe call failed');
    throw new AppError('SERVICE_UNAVAILABLE', STRIPE_BILLING_COPY.providerUnavailable, {
      retryAfterSeconds: 30,
      cause: error,
    });
  }
}
