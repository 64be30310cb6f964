import { Fragment } from 'react';
import { Group, Kbd, Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SHORTCUTS } from '../shortcuts';

interface ShortcutHelpProps {
  opened: boolean;
  onClose: () => void;
}

/** The keyboard shortcuts, from the same list the keys are read with ('?' opens it). */
export function ShortcutHelp({ opened, onClose }: ShortcutHelpProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('viewer.shortcuts.title')}
      closeButtonProps={{ 'aria-label': t('common.closeDialog') }}
      size="lg"
    >
      <Text size="sm" mb="sm">
        {t('viewer.shortcuts.intro')}
      </Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('viewer.shortcuts.keys')}</Table.Th>
            <Table.Th scope="col">{t('viewer.shortcuts.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SHORTCUTS.map(({ keys, action }) => (
            <Table.Tr key={action}>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {keys.map((key, index) => (
                    <Fragment key={key}>
                      {index > 0 && keys[0] === 'Shift' && '+'}
                      <Kbd>{key}</Kbd>
                    </Fragment>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{t(`viewer.shortcuts.${action}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
