import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  hrefFor,
  type CaseSummary,
  type CaseTechnician,
  type CaseTypeFilter,
} from '@sagitta/domain';
import { HttpFailure } from '../../../lib/http';
import { isClosedStage } from '../assignment';
import { useCaseWords } from '../case-words';
import { AssigneeSelect } from '../components/assignee-select';
import type { CaseNoticeValue } from '../components/case-notice';
import { useAssignCase, useCasePriority } from '../manager-api';
import { CaseListPanel } from './case-list-panel';

interface ManagerAllCasesProps {
  filter: CaseTypeFilter;
  page: number;
  onPage: (page: number) => void;
  /** Every technician; undefined while they load. */
  technicians: readonly CaseTechnician[] | undefined;
  onNotice: (notice: CaseNoticeValue) => void;
}

/** A refusal the manager can act on (400: does not fit the stage; 409: closed), in words. */
export const refusalOf = (error: unknown, say: (message: string) => string) =>
  error instanceof HttpFailure && (error.status === 400 || error.status === 409)
    ? say(error.message)
    : null;

/**
 * The manager's All cases: every case, with who it is assigned to as a select of the
 * technicians fitting its stage, and its priority as a switch, while it is open.
 */
export function ManagerAllCases({
  filter,
  page,
  onPage,
  technicians,
  onNotice,
}: ManagerAllCasesProps) {
  const { t } = useTranslation();
  const words = useCaseWords();
  const assign = useAssignCase();
  const priority = useCasePriority();

  const assignTo = (item: CaseSummary, assigneeId: string | null) => {
    const patient = words.patient(item.patient);
    onNotice(null);
    assign.mutate(
      { id: item.id, assigneeId },
      {
        onSuccess: (updated) => {
          onNotice({
            kind: 'done',
            text:
              updated.assignee === null
                ? t('cases.manager.unassignedDone', { patient })
                : t('cases.manager.assignedDone', { patient, name: updated.assignee.name }),
          });
        },
        onError: (error) => {
          const message = refusalOf(error, words.serverMessage);
          if (message !== null)
            onNotice({
              kind: 'refused',
              text: t('cases.manager.assignRefused', { patient, message }),
            });
        },
      },
    );
  };

  const prioritise = (item: CaseSummary, high: boolean) => {
    const patient = words.patient(item.patient);
    const next = high ? 'High' : 'Regular';
    onNotice(null);
    priority.mutate(
      { id: item.id, priority: next },
      {
        onSuccess: () => {
          onNotice({
            kind: 'done',
            text: t('cases.manager.priorityDone', {
              patient,
              priority: t(`cases.priorities.${next}`),
            }),
          });
        },
        onError: (error) => {
          const message = refusalOf(error, words.serverMessage);
          if (message !== null)
            onNotice({
              kind: 'refused',
              text: t('cases.manager.priorityRefused', { patient, message }),
            });
        },
      },
    );
  };

  const pendingFor = (mutation: typeof assign | typeof priority, item: CaseSummary) =>
    mutation.isPending && mutation.variables.id === item.id;

  return (
    <CaseListPanel
      params={{ view: 'all', filter, page }}
      onPage={onPage}
      caption={t('cases.manager.tabs.all')}
      empty={t('cases.manager.emptyAll')}
      caseHref={(item) => hrefFor('3d-services-history', { id: item.id })}
      assignee={(item) =>
        isClosedStage(item.stage) ? undefined : (
          <AssigneeSelect
            item={item}
            technicians={technicians}
            patient={words.patient(item.patient)}
            pending={pendingFor(assign, item)}
            onAssign={(assigneeId) => {
              assignTo(item, assigneeId);
            }}
          />
        )
      }
      actions={(item) =>
        isClosedStage(item.stage) ? null : (
          <Switch
            size="sm"
            label={t('cases.manager.highPriority')}
            aria-label={t('cases.manager.highPriorityOf', {
              patient: words.patient(item.patient),
            })}
            checked={item.priority === 'High'}
            disabled={pendingFor(priority, item)}
            onChange={(event) => {
              prioritise(item, event.currentTarget.checked);
            }}
          />
        )
      }
    />
  );
}
