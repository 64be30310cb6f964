import { ActionIcon, Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import {
  IconHelpCircle,
  IconMaximize,
  IconRefresh,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewerCommand } from '../shortcuts';

interface ViewerToolbarProps {
  /** The name of the image the tools act on, e.g. 'Frontal image'. */
  imageName: string;
  /** Screen pixels per image pixel, as a percentage; null while the image is not placed. */
  zoomPercent: number | null;
  disabled: boolean;
  onCommand: (command: ViewerCommand) => void;
  /** The window controls of the active image. */
  children: ReactNode;
}

/** The tools of the active image: zoom, fit, window, reset, and the shortcuts help. */
export function ViewerToolbar(props: ViewerToolbarProps) {
  const { imageName, zoomPercent, disabled, onCommand, children } = props;
  const { t } = useTranslation();
  const tool = (label: string, icon: ReactNode, command: ViewerCommand) => (
    <Tooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        disabled={disabled}
        onClick={() => {
          onCommand(command);
        }}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Paper
      role="toolbar"
      aria-label={t('viewer.toolbar.label', { name: imageName })}
      radius={0}
      px="md"
      py={6}
      withBorder
    >
      <Group gap="lg" wrap="wrap" justify="space-between">
        <Group gap="xs" wrap="nowrap">
          {tool(t('viewer.toolbar.zoomOut'), <IconZoomOut size={18} />, {
            kind: 'zoom',
            direction: 'out',
          })}
          {tool(t('viewer.toolbar.zoomIn'), <IconZoomIn size={18} />, {
            kind: 'zoom',
            direction: 'in',
          })}
          {tool(t('viewer.toolbar.fit'), <IconMaximize size={18} />, { kind: 'fit' })}
          <Text size="sm" miw={56} aria-label={t('viewer.toolbar.zoom')} role="status">
            {zoomPercent === null
              ? ''
              : t('viewer.toolbar.zoomValue', { percent: Math.round(zoomPercent) })}
          </Text>
        </Group>
        {children}
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={16} />}
            disabled={disabled}
            onClick={() => {
              onCommand({ kind: 'reset' });
            }}
          >
            {t('viewer.toolbar.reset')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconHelpCircle size={16} />}
            aria-keyshortcuts="?"
            onClick={() => {
              onCommand({ kind: 'help' });
            }}
          >
            {t('viewer.toolbar.help')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
