import { useId } from 'react';
import { Box, Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReleaseNotes } from '@sagitta/domain';
import { ReleaseNotesBody } from './release-notes-body';
import { useScrolledToBottom } from './use-scrolled-to-bottom';

interface ReleaseNotesDialogProps {
  opened: boolean;
  release: { name: string; notes: ReleaseNotes };
  /** The acknowledgement is being sent. */
  confirming: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The release-notes modal (seed §2): the notes in a scroll box; Confirm acknowledges them and is
 * enabled only once the user has scrolled to the end; Close dismisses them for now.
 */
export function ReleaseNotesDialog({
  opened,
  release,
  confirming,
  onConfirm,
  onClose,
}: ReleaseNotesDialogProps) {
  const { t } = useTranslation();
  const { ref, scrolledToBottom } = useScrolledToBottom();
  const hintId = useId();

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('releaseNotes.title', { name: release.name })}
      withCloseButton={false}
      closeOnClickOutside={false}
      size="lg"
      centered
    >
      <Box
        ref={ref}
        role="region"
        aria-label={t('releaseNotes.content', { name: release.name })}
        tabIndex={0}
        mah="60vh"
        pr="xs"
        style={{ overflowY: 'auto' }}
      >
        <ReleaseNotesBody notes={release.notes} />
      </Box>
      {!scrolledToBottom && (
        <Text id={hintId} size="sm" c="dimmed" mt="md">
          {t('releaseNotes.scrollHint')}
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('releaseNotes.close')}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={!scrolledToBottom}
          loading={confirming}
          aria-describedby={scrolledToBottom ? undefined : hintId}
        >
          {t('releaseNotes.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
