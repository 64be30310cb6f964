import { useId } from 'react';
import { Button, Code, CopyButton, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COPIED_INDICATOR_MS } from '@sagitta/domain';

/**
 * A value to copy (a key, a secret): the value itself, and a button that says 'Copied' for the
 * seed's 1500 ms, which a live region also announces to screen readers.
 */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id={labelId}>
        {label}
      </Text>
      <Group gap="sm" wrap="nowrap" align="center">
        <Code aria-labelledby={labelId} style={{ wordBreak: 'break-all' }} fz="sm">
          {value}
        </Code>
        <CopyButton value={value} timeout={COPIED_INDICATOR_MS}>
          {({ copied, copy }) => (
            <>
              <Button
                variant="light"
                size="compact-sm"
                color={copied ? 'teal' : undefined}
                leftSection={
                  copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
                }
                onClick={copy}
              >
                {copied ? t('institutionAdmin.aie.copied') : t('institutionAdmin.aie.copy')}{' '}
                <VisuallyHidden component="span">{label}</VisuallyHidden>
              </Button>
              <VisuallyHidden role="status">
                {copied ? t('institutionAdmin.aie.copiedAnnouncement', { what: label }) : ''}
              </VisuallyHidden>
            </>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
