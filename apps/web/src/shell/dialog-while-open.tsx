import { useEffect, useState } from 'react';
import { Modal, type ModalProps } from '@mantine/core';

/**
 * A Mantine modal that exists only while it is open. A closed Modal still renders its portal,
 * its scroll lock and its transitions: where a list offers a dialog on every row (the worklist's
 * model requests, a patient's notes) the closed dialogs were most of what drawing the rows cost
 * (bench:lighthouse). It closes without the fade.
 */
export function DialogWhileOpen({ opened, ...props }: ModalProps) {
  return opened ? <OpenDialog {...props} /> : null;
}

function OpenDialog(props: Omit<ModalProps, 'opened'>) {
  // Mantine gives the focus back to where it was only for a modal it saw closed first; this one
  // is born open. Read while rendering, before the dialog's focus trap moves the focus.
  const [returnTo] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      if (returnTo instanceof HTMLElement && returnTo.isConnected) {
        returnTo.focus({ preventScroll: true });
      }
    },
    [returnTo],
  );
  return <Modal {...props} opened returnFocus={false} />;
}
