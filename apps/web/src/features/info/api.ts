import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type About, type ReleaseVersion } from '@sagitta/domain';
import { http } from '../../lib/http';

/** The about configuration: product, manufacturer, device identification (seed §2). */
export const aboutQuery = queryOptions({
  queryKey: ['system', 'about'],
  queryFn: () => http.get<About>(API_PATHS.about),
  staleTime: Infinity,
});

/** Every release with its notes, newest first. */
export const releaseVersionsQuery = queryOptions({
  queryKey: ['system', 'release-versions'],
  queryFn: () => http.get<ReleaseVersion[]>(API_PATHS.releaseVersions),
  staleTime: 5 * 60_000,
});

export const useAbout = () => useQuery(aboutQuery);
export const useReleaseVersions = () => useQuery(releaseVersionsQuery);
