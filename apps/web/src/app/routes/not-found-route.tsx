import { NotFoundPage } from '@/components/shell/not-found-page';
import { useSignedInHint } from '@/lib/use-signed-in-hint';

export default function NotFoundRoute() {
  const { isSignedIn, isChecking } = useSignedInHint();
  return <NotFoundPage isSignedIn={isSignedIn} isAuthLoading={isChecking} />;
}
