import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { currentUserQuery } from '../lib/session/current-user';
import { Splash } from '../shell/splash';

// Two features' pages behind one route: the app chooses, since features do not import each other.
const SetPasswordLinkPage = lazy(
  () => import('../features/access-requests/pages/set-password-link-page'),
);
// The signed-in page of a New or Reset account belongs to sign-in.
const SignedInSetPasswordPage = lazy(() => import('../features/auth/pages/set-password-page'));

/**
 * `/set-password` serves two people: whoever opens an emailed link (`?token=`, usually signed
 * out) and a signed-in account that must change its password. Without a token and without a
 * session, the link page explains that the link is incomplete.
 */
export default function SetPasswordDispatch() {
  const [searchParams] = useSearchParams();
  const { data: user } = useQuery(currentUserQuery);
  const byLink = searchParams.has('token') || user === null || user === undefined;
  return (
    <Suspense fallback={<Splash />}>
      {byLink ? <SetPasswordLinkPage /> : <SignedInSetPasswordPage />}
    </Suspense>
  );
}
