import { useMatches } from 'react-router';
import type { RouteName } from '@sagitta/domain';
import type { RouteHandle } from '../app/router';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'name' in handle;
}

/** The name of the route being shown, or null (on the catch-all while it redirects). */
export function useCurrentRouteName(): RouteName | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.name;
  }
  return null;
}
