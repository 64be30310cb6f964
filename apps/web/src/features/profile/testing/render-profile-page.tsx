import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import type { User } from '@sagitta/domain';
import { renderInApp } from '../../../../test/render';
import { theme } from '../../../app/theme';

/**
 * Renders a My Account page on its route as the signed-in `user`. The toasts live outside the
 * page, as the frame holds them in the app, so that they outlast a page left after a save.
 */
export function renderProfilePage(
  page: ReactElement,
  { path, entry, user }: { path: string; entry?: string; user: User },
) {
  render(
    <MantineProvider theme={theme}>
      <Notifications />
    </MantineProvider>,
  );
  return renderInApp(page, { path, entry: entry ?? path, user });
}
