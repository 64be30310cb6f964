import { queryOptions, useQuery } from '@tanstack/react-query';
import type { About, ReleaseVersion } from '@sagitta/domain';
import { http } from '../../lib/http';

/** The about configuration: product, manufacturer, device identification (seed §2). */
export const aboutQuery = queryOptions({
  queryKey: ['system', 'about'],
  queryFn: () => http.get<About>('/api/v1/bmd/about'),
  staleTime: Infinity,
});

/** Every release with its notes, newest first. */
export const releaseVersionsQuery = queryOptions({
  queryKey: ['system', 'release-versions'],
  queryFn: () => http.get<ReleaseVersion[]>('/api/v1/portal/system/release-versions'),
  staleTime: 5 * 60_000,
});

export const useAbout = () => useQuery(aboutQuery);
export const useReleaseVersions = () => useQuery(releaseVersionsQuery);
