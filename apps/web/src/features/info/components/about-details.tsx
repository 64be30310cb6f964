import { DataList } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { About } from '@sagitta/domain';

/** The about configuration as a description list. */
export function AboutDetails({ about }: { about: About }) {
  const { t } = useTranslation();
  const rows: [label: string, value: string][] = [
    [t('info.product'), about.productName],
    [t('info.version'), about.version],
    [t('info.namespace'), about.namespace],
    [t('info.manufacturer'), about.manufacturerName],
    [
      t('info.address'),
      t('info.addressLine', {
        address: about.address,
        city: about.city,
        state: about.state,
        zip: about.zip,
      }),
    ],
    [t('info.phone'), about.phone],
    [t('info.udi'), about.uniqueDeviceIdentification],
  ];
  return (
    <DataList labelWidth="14rem">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
