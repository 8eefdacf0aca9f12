import { DEFAULT_CURRENCY } from '@scopewright/domain';
import { useAuthState } from '@/lib/auth-state';

/** Deals are valued in the workspace's default currency (the currency of its new quotes). */
export function usePipelineCurrency(): string {
  const auth = useAuthState();
  return (auth.status === 'signed-in' && auth.tenant?.defaultCurrency) || DEFAULT_CURRENCY;
}
