import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '../lib/client-log';
import { errorState } from '../lib/error-state';
import { GlobalStates } from './global-states/global-states';

/**
 * A page that failed to load or render (a chunk lost after a deployment, a bug): the generic
 * error of seed §8, whose Refresh reloads the page.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    const message = error instanceof Error ? error.message : 'route error';
    reportError(999, message, window.location.pathname.split('/')[1] ?? '');
    errorState.raise(999);
  }, [error]);
  return <GlobalStates />;
}
