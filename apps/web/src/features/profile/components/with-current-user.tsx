import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { User } from '@sagitta/domain';
import { currentUserQuery } from '../../../lib/session/current-user';
import { LoadingState } from './loading-state';

/**
 * Renders its content for the signed-in user. The route guards load the user before any page
 * renders, so the loading state shows only while a reload replaces it.
 */
export function WithCurrentUser({ children }: { children: (user: User) => ReactNode }) {
  const { t } = useTranslation();
  const { data: user } = useQuery(currentUserQuery);
  if (user === undefined || user === null) return <LoadingState label={t('profile.loading')} />;
  return children(user);
}
