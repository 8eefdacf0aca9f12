import { BILLING_COPY } from '@scopewright/domain';
import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { BillingOverview } from '@/data/billing';
import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import { brandName } from './billing-format';
import { PortalButton } from './portal-button';

/** Billing → Payment: the card on file and the provider's portal to change it; nothing to pay under manual. */
export function PaymentMethodCard({ overview }: { overview: BillingOverview }) {
  if (overview.provider === 'manual') {
    return (
      <Card data-testid="payment-method" className="max-w-2xl">
        <CardHeader>
          <CardTitle>{COPY.noPaymentTitle}</CardTitle>
          <CardDescription>{BILLING_COPY.noPayment}</CardDescription>
        </CardHeader>
      </Card>
    );
  }
  const { subscription } = overview;
  const card = subscription?.card ?? null;
  return (
    <Card data-testid="payment-method" className="max-w-2xl">
      <CardHeader>
        <CardTitle>{COPY.paymentTitle}</CardTitle>
        <CardDescription>{COPY.billingEmailNote}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="flex items-center gap-3 rounded-lg border px-4 py-3 text-sm">
          <CreditCard className="size-5 shrink-0 text-muted-foreground" aria-hidden />
          <span className="font-medium tabular-nums" data-testid="card-on-file">
            {card ? COPY.cardOnFile(brandName(card.brand), card.last4) : COPY.noCardYet}
          </span>
        </p>
        {subscription ? (
          <PortalButton label={COPY.manageCard} />
        ) : (
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            <p>{COPY.noCardHint}</p>
            <Button asChild size="sm" variant="outline">
              <Link to="/dashboard/billing/plans">{COPY.choosePlan}</Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
