import { ActionIcon } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface FavoriteStarProps {
  /** The patient's name as shown, so that each star says whose it is. */
  name: string;
  isFavorite: boolean;
  onToggle: () => void;
}

/** The caller's star on a patient: a toggle button whose pressed state is the favorite. */
export function FavoriteStar({ name, isFavorite, onToggle }: FavoriteStarProps) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      variant="subtle"
      color={isFavorite ? 'yellow' : 'gray'}
      aria-label={t('patients.favorite.toggle', { name })}
      aria-pressed={isFavorite}
      onClick={onToggle}
    >
      {isFavorite ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
    </ActionIcon>
  );
}
