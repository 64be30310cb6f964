import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { fullName, ROLE_LABELS, rolesFromIds, type Connection } from '@sagitta/domain';

interface ConnectionsTableProps {
  connections: readonly Connection[];
  /** The table's name; a caption under the table when `captioned`, else for screen readers only. */
  name: string;
  captioned?: boolean;
  /** Column headings and the words for a user of no institution, in the page's namespace. */
  labels: { name: string; role: string; institution: string; noInstitution: string };
  /**
   * What can be done with each connection, in a last column headed `heading`. A row with
   * controls is headed by the other user's name, so that a screen reader says whose they are.
   */
  actions?: { heading: string; render: (connection: Connection, name: string) => ReactNode };
}

/**
 * A user's connections: the other user's name, roles and institution. My Account lists its own
 * (read-only); administrators see anyone's, with a way to remove each.
 */
export function ConnectionsTable({
  connections,
  name,
  captioned = false,
  labels,
  actions,
}: ConnectionsTableProps) {
  return (
    <Table {...(captioned ? {} : { 'aria-label': name })}>
      {captioned && <Table.Caption>{name}</Table.Caption>}
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{labels.name}</Table.Th>
          <Table.Th scope="col">{labels.role}</Table.Th>
          <Table.Th scope="col">{labels.institution}</Table.Th>
          {actions !== undefined && <Table.Th scope="col">{actions.heading}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {connections.map((connection) => {
          const otherName = fullName(connection);
          return (
            <Table.Tr key={connection.connectionId}>
              {actions === undefined ? (
                <Table.Td>{otherName}</Table.Td>
              ) : (
                <Table.Th scope="row">{otherName}</Table.Th>
              )}
              <Table.Td>
                {rolesFromIds(connection.roleIds)
                  .map((role) => ROLE_LABELS[role])
                  .join(', ')}
              </Table.Td>
              <Table.Td>{connection.institutionName ?? labels.noInstitution}</Table.Td>
              {actions !== undefined && (
                <Table.Td>{actions.render(connection, otherName)}</Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
