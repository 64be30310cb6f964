import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CaseSummary, CaseTechnician } from '@sagitta/domain';
import { techniciansFitting } from '../assignment';

/** The option that unassigns: a uuid is never this. */
export const UNASSIGNED = 'unassigned';

interface AssigneeSelectProps {
  item: CaseSummary;
  /** Every technician; undefined while they load (only the current assignee is offered). */
  technicians: readonly CaseTechnician[] | undefined;
  /** The case's patient, as the row names them: the control's name says whose case. */
  patient: string;
  pending: boolean;
  onAssign: (assigneeId: string | null) => void;
}

/**
 * Who a case is assigned to, as a select of the technicians fitting its stage and "Unassigned".
 * A native select: every browser and screen reader knows it, with the keyboard too. The value is
 * the server's: a refused choice falls back to it.
 */
export function AssigneeSelect({
  item,
  technicians,
  patient,
  pending,
  onAssign,
}: AssigneeSelectProps) {
  const { t } = useTranslation();
  const status = (technician: CaseTechnician) =>
    t(`menu.onlineStatus.${technician.onlineStatus ?? 'Offline'}`);
  const fitting = techniciansFitting(item.stage, technicians ?? []).map((technician) => ({
    value: technician.id,
    label: t('cases.manager.technicianOption', {
      name: technician.name,
      status: status(technician),
    }),
  }));
  const current = item.assignee;
  // The assignee may no longer fit (the case moved on): still shown, so the select tells the truth.
  const kept =
    current === null || fitting.some((option) => option.value === current.id)
      ? []
      : [{ value: current.id, label: current.name }];
  return (
    <NativeSelect
      size="xs"
      miw={180}
      aria-label={t('cases.manager.assigneeOf', { patient })}
      value={current?.id ?? UNASSIGNED}
      disabled={pending}
      data={[{ value: UNASSIGNED, label: t('cases.manager.unassigned') }, ...kept, ...fitting]}
      onChange={(event) => {
        const next = event.currentTarget.value;
        onAssign(next === UNASSIGNED ? null : next);
      }}
    />
  );
}
