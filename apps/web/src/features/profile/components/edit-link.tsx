import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** A link to one of the My Account edit pages. */
export function EditLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      {label}
    </Anchor>
  );
}
