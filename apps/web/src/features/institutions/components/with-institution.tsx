import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { Institution } from '@sagitta/domain';
import { HttpFailure } from '../../../lib/http';
import { institutionQuery } from '../api';
import { InstitutionUnavailable, Loading } from './page-states';

/** The institution of the route's `:id`, handed to `children` once loaded. */
export function WithInstitution({
  children,
}: {
  children: (institution: Institution) => ReactNode;
}) {
  const id = useParams().id ?? '';
  const query = useQuery(institutionQuery(id));
  // Once loaded, a failed refetch keeps the page (and what is being typed) on screen.
  if (query.data !== undefined) return children(query.data);
  if (query.isPending) return <Loading />;
  const missing =
    query.error instanceof HttpFailure &&
    (query.error.status === 404 || query.error.status === 400);
  return <InstitutionUnavailable missing={missing} />;
}
