import { MARKETING_COPY } from '@scopewright/domain';
import { ArrowRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';
import { analytics, type CtaLocation } from '@/lib/analytics';

interface TrialButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  location: CtaLocation;
  label?: string;
}

/** A free-trial button to /signup that reports cta_clicked (docs/product-rules.md#public-pages) through the no-op analytics module. */
export function TrialButton({ location, label = MARKETING_COPY.startFreeTrial, ...button }: TrialButtonProps) {
  const { pathname } = useLocation();
  return (
    <Button size="lg" {...button} asChild>
      <Link
        to="/signup"
        onClick={() => analytics.track('cta_clicked', { cta_type: 'trial', page: pathname, location, cta_text: label })}
      >
        {label} <ArrowRight aria-hidden />
      </Link>
    </Button>
  );
}
