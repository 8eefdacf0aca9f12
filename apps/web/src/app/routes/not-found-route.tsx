import { NotFoundPage } from '@/components/shell/not-found-page';
import { useAuthState } from '@/features/auth/use-auth-state';

export function NotFoundRoute() {
  const auth = useAuthState();
  return <NotFoundPage isSignedIn={auth.status === 'signed-in'} isAuthLoading={auth.status === 'loading'} />;
}
