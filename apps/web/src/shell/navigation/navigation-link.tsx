import type { ComponentType } from 'react';
import { NavLink as RouterLink } from 'react-router';
import { Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import classes from './navigation-bar.module.css';

interface NavigationLinkProps {
  label: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  to?: string;
  onClick?: () => void;
  /** Shown but unusable; the text is the tooltip (seed §2: 'coming soon', 'upgrade to tier 3'). */
  disabledReason?: string | null;
}

/** One item of the navigation bar: a link, a button (logout) or a disabled item with a tooltip. */
export function NavigationLink({
  label,
  icon: Icon,
  to,
  onClick,
  disabledReason,
}: NavigationLinkProps) {
  const content = (
    <Stack gap={2} align="center">
      <Icon size={24} stroke={1.6} />
      <Text size="xs" fw={500}>
        {label}
      </Text>
    </Stack>
  );
  if (disabledReason !== null && disabledReason !== undefined) {
    return (
      <Tooltip label={disabledReason} position="right" withArrow>
        <span
          className={classes.item}
          role="link"
          aria-disabled="true"
          aria-label={`${label} (${disabledReason})`}
          tabIndex={0}
          data-disabled
        >
          {content}
        </span>
      </Tooltip>
    );
  }
  if (to !== undefined) {
    return (
      <RouterLink to={to} className={classes.item} aria-label={label}>
        {content}
      </RouterLink>
    );
  }
  return (
    <UnstyledButton className={classes.item} onClick={onClick} aria-label={label}>
      {content}
    </UnstyledButton>
  );
}
