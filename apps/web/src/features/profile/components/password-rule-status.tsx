import { Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PasswordCheck } from '@sagitta/domain';

/**
 * The password rules as the user types (seed §5): the first rule still broken, or that the new
 * password meets them all. Announced politely to screen readers.
 */
export function PasswordRuleStatus({ check, started }: { check: PasswordCheck; started: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite" mih={22}>
      {started &&
        (check.ok ? (
          <>
            <IconCircleCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />
            <Text size="sm" c="teal.8">
              {t('profile.password.rulesMet')}
            </Text>
          </>
        ) : (
          <>
            <IconCircleX size={16} color="var(--mantine-color-red-7)" aria-hidden />
            <Text size="sm" c="red.8">
              {check.message}
            </Text>
          </>
        ))}
    </Group>
  );
}
