import { Group, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PatientRecord } from '@sagitta/domain';
import { changeFailureMessage } from '../api';
import { useSetPatientFlag, type PatientFlag } from '../use-patient-changes';

function FlagSwitch({
  patientId,
  flag,
  checked,
}: {
  patientId: string;
  flag: Exclude<PatientFlag, 'favorite'>;
  checked: boolean;
}) {
  const { t } = useTranslation();
  const setFlag = useSetPatientFlag(patientId, flag);
  const problem = changeFailureMessage(setFlag.error);
  return (
    <Group gap={6}>
      <Switch
        label={t(`patientFile.banner.switches.${flag}`)}
        checked={checked}
        disabled={setFlag.isPending}
        onChange={(event) => {
          setFlag.mutate(event.currentTarget.checked);
        }}
      />
      {problem !== undefined && (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}
    </Group>
  );
}

/** The clinical flags, for the roles that may change them (`patients:update`). */
export function FlagSwitches({ record }: { record: PatientRecord }) {
  return (
    <Group gap="lg">
      <FlagSwitch
        patientId={record.id}
        flag="surgicalCandidate"
        checked={record.surgicalCandidate}
      />
      <FlagSwitch patientId={record.id} flag="urgent" checked={record.urgent} />
    </Group>
  );
}
