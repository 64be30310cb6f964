import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { StatusIcon, type StatusIconType } from '../status-icon';
import classes from './state-dialog.module.css';

interface StateDialogProps {
  opened: boolean;
  icon: StatusIconType;
  title: string;
  heading?: string;
  body: string;
  /** Without it the state cannot be dismissed: it ends when its condition does. */
  onClose?: () => void;
  children?: ReactNode;
}

/**
 * A global state shown over everything, as a native modal `<dialog>`: the browser makes the page
 * behind it inert and keeps focus inside. Native rather than Mantine's Modal so that the sign-in
 * page can show the offline state without loading a modal library first.
 */
export function StateDialog({
  opened,
  icon,
  title,
  heading,
  body,
  onClose,
  children,
}: StateDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (opened && !element.open) {
      // jsdom (component tests) has no showModal; the open attribute shows it all the same.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!opened && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [opened]);

  return (
    <dialog
      ref={dialog}
      className={classes.dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        // Escape dismisses only what may be dismissed.
        event.preventDefault();
        onClose?.();
      }}
    >
      {opened && (
        <Stack align="center" gap="sm">
          <StatusIcon type={icon} />
          <Title order={2} size="h3" id={titleId}>
            {title}
          </Title>
          {heading !== undefined && (
            <Text fw={600} size="lg">
              {heading}
            </Text>
          )}
          <Text ta="center" id={bodyId}>
            {body}
          </Text>
          {children}
        </Stack>
      )}
    </dialog>
  );
}
