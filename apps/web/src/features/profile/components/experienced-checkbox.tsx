import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The experienced flag of a technician (seed §4): checked means not inexperienced. */
export function ExperiencedCheckbox({
  experienced,
  onChange,
}: {
  experienced: boolean;
  onChange: (experienced: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox
      label={t('profile.technician.experienced')}
      description={t('profile.technician.experiencedHint')}
      checked={experienced}
      onChange={(event) => {
        onChange(event.currentTarget.checked);
      }}
    />
  );
}
