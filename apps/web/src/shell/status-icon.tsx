import { ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';

/** Modal icon types of seed §2. */
export type StatusIconType = 'warning' | 'failure' | 'success';

const ICONS = {
  warning: { Icon: IconAlertTriangle, color: 'yellow' },
  failure: { Icon: IconCircleX, color: 'red' },
  success: { Icon: IconCircleCheck, color: 'teal' },
} as const;

/** The icon at the top of a modal; decorative, the modal's text says the same. */
export function StatusIcon({ type }: { type: StatusIconType }) {
  const { Icon, color } = ICONS[type];
  return (
    <ThemeIcon size={48} radius="xl" variant="light" color={color} aria-hidden>
      <Icon size={30} />
    </ThemeIcon>
  );
}
