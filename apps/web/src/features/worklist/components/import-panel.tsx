import { useId, useRef, useState } from 'react';
import { Box, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDicomImport, type UploadWatch } from '../use-dicom-import';
import { ImportFileItem, useOutcomeText } from './import-file-item';

/**
 * The developer-mode DICOM import (seed §2): drop files on the zone or choose them; each is sent
 * on its own and shows pending, then success or error. Results are announced politely.
 * @param onStored - at least one exam was stored: the worklist reloads
 * @param watch - told as each file starts and ends (the exams the user imported themself)
 */
export function ImportPanel({ onStored, watch }: { onStored: () => void; watch?: UploadWatch }) {
  const { t } = useTranslation();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [ignored, setIgnored] = useState(0);
  const dicomImport = useDicomImport(onStored, watch);
  const outcomeText = useOutcomeText();

  const add = (files: FileList | null) => {
    if (files === null || files.length === 0) return;
    setIgnored(dicomImport.add([...files]));
  };
  const finished = dicomImport.entries.filter(
    (entry) => entry.status === 'success' || entry.status === 'error',
  );
  const latest = finished.at(-1);
  const idle = dicomImport.entries.every(
    (entry) => entry.status === 'success' || entry.status === 'error',
  );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('worklist.import.title')}
        </Title>
        <Box
          role="group"
          aria-label={t('worklist.import.dropZone')}
          p="lg"
          bd={`2px dashed var(--mantine-color-${dragging ? 'blue-6' : 'gray-4'})`}
          bg={dragging ? 'var(--mantine-color-blue-0)' : undefined}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
          data-dragging={dragging}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => {
            setDragging(false);
          }}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            add(event.dataTransfer.files);
          }}
        >
          <Group justify="center" gap="sm">
            <IconUpload size={20} aria-hidden />
            <Text size="sm">{t('worklist.import.drop')}</Text>
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                input.current?.click();
              }}
            >
              {t('worklist.import.choose')}
            </Button>
            <input
              ref={input}
              type="file"
              multiple
              hidden
              aria-label={t('worklist.import.files')}
              onChange={(event) => {
                add(event.currentTarget.files);
                // The same file chosen again must still raise a change (and be ignored).
                event.currentTarget.value = '';
              }}
            />
          </Group>
        </Box>
        {dicomImport.entries.length > 0 && (
          <Stack
            component="ul"
            gap="sm"
            aria-label={t('worklist.import.list')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {dicomImport.entries.map((entry) => (
              <ImportFileItem key={entry.name} entry={entry} />
            ))}
          </Stack>
        )}
        {dicomImport.entries.length > 0 && idle && (
          <Group justify="flex-end">
            <Button size="xs" variant="subtle" onClick={dicomImport.clear}>
              {t('worklist.import.clear')}
            </Button>
          </Group>
        )}
        <VisuallyHidden role="status">
          {[
            latest === undefined
              ? ''
              : t('worklist.import.announce', {
                  name: latest.name,
                  status: t(`worklist.import.status.${latest.status}`),
                  outcome: outcomeText(latest) ?? '',
                }),
            ignored === 0 ? '' : t('worklist.import.ignored', { count: ignored }),
          ]
            .filter((part) => part !== '')
            .join(' ')}
        </VisuallyHidden>
      </Stack>
    </Paper>
  );
}
