import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSetPatientFlag } from '../use-patient-changes';

/** The caller's own star on the patient: a toggle button whose name says what it does. */
export function FavoriteStar({
  patientId,
  isFavorite,
}: {
  patientId: string;
  isFavorite: boolean;
}) {
  const { t } = useTranslation();
  const setFavorite = useSetPatientFlag(patientId, 'favorite');
  const label = t(isFavorite ? 'patientFile.banner.unfavorite' : 'patientFile.banner.favorite');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="yellow.8"
        size="lg"
        aria-label={label}
        aria-pressed={isFavorite}
        loading={setFavorite.isPending}
        onClick={() => {
          setFavorite.mutate(!isFavorite);
        }}
      >
        {isFavorite ? <IconStarFilled size={20} aria-hidden /> : <IconStar size={20} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
