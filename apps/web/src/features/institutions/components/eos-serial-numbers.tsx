import { useState, type KeyboardEvent } from 'react';
import { ActionIcon, Button, Fieldset, Group, List, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SystemValues } from '../institution-input';

// The schema's limits (packages/domain institutionInput): 64 characters, 50 devices.
const SERIAL_MAX_LENGTH = 64;
const SERIALS_MAX = 50;

/** The institution's EOS imaging devices: a list to add serial numbers to and remove them from. */
export function EosSerialNumbers({ form }: { form: UseFormReturnType<SystemValues> }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const serials = form.values.eosSerialNumbers;

  const add = () => {
    const serial = draft.trim();
    if (serial === '') {
      setDraftError(t('institutionAdmin.eos.blank'));
      return;
    }
    if (serials.includes(serial)) {
      setDraftError(t('institutionAdmin.eos.duplicate'));
      return;
    }
    form.insertListItem('eosSerialNumbers', serial);
    setDraft('');
    setDraftError(null);
  };

  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the serial number rather than submitting the whole form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Fieldset legend={t('institutionAdmin.fields.eosSerialNumbers')}>
      <Stack gap="sm">
        {serials.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('institutionAdmin.eos.none')}
          </Text>
        ) : (
          <List listStyleType="none" spacing={4}>
            {serials.map((serial, index) => {
              const error = form.errors[`eosSerialNumbers.${String(index)}`];
              return (
                <List.Item key={serial}>
                  <Group gap="xs">
                    <Text ff="monospace">{serial}</Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('institutionAdmin.eos.remove', { serial })}
                      onClick={() => {
                        form.removeListItem('eosSerialNumbers', index);
                      }}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                    {error !== undefined && (
                      <Text size="sm" c="red">
                        {error}
                      </Text>
                    )}
                  </Group>
                </List.Item>
              );
            })}
          </List>
        )}
        {serials.length < SERIALS_MAX && (
          <Group align="flex-start" gap="xs">
            <TextInput
              label={t('institutionAdmin.eos.newSerial')}
              value={draft}
              maxLength={SERIAL_MAX_LENGTH}
              error={draftError}
              onChange={(event) => {
                setDraft(event.currentTarget.value);
                setDraftError(null);
              }}
              onKeyDown={addOnEnter}
            />
            <Button variant="light" mt={25} onClick={add}>
              {t('institutionAdmin.eos.add')}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
