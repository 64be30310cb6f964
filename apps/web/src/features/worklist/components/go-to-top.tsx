import { ActionIcon, Affix } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The go-to-top button (seed §2), shown once the user has scrolled beyond 30 %. */
export function GoToTop({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <ActionIcon size="xl" radius="xl" aria-label={t('worklist.goToTop')} onClick={onClick}>
        <IconArrowUp size={20} aria-hidden />
      </ActionIcon>
    </Affix>
  );
}
