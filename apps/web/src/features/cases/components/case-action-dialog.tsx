import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  MODEL_VERTEBRA_COUNT,
  REJECTION_REASONS,
  type CaseAction,
  type CaseStage,
  type RejectionReason,
} from '@sagitta/domain';
import {
  actionOutcome,
  caseActionFields,
  caseActionFormProblems,
  caseActionRequest,
  type CaseActionRequest,
} from '@sagitta/domain/cases/action-choices';

interface CaseActionDialogProps {
  /** The action asked; the dialog is closed when null. */
  action: CaseAction | null;
  stage: CaseStage;
  /**
   * The stage the action would reach (the workflow's answer for this user): an inexperienced
   * technician's Complete case goes to QC, and the dialog says so. Unknown: the action's own words.
   */
  reaches?: CaseStage | undefined;
  pending: boolean;
  /** The server's refusal (409), in words. */
  problem: string | null;
  onSubmit: (request: CaseActionRequest) => void;
  onClose: () => void;
}

/** The dialog's fields as the inputs hold them: a number input holds '' when emptied. */
interface ActionValues {
  reason: RejectionReason | '';
  comment: string;
  vertebraCount: number | string;
  countOverride: string;
}

const INITIAL: ActionValues = {
  reason: '',
  comment: '',
  vertebraCount: MODEL_VERTEBRA_COUNT,
  countOverride: '',
};

/**
 * Asks what a workflow action needs before it goes (issue 18): handing the modeling on, the
 * vertebrae counted (24 by default) and why when not 24; a rejection, its reason (and a comment
 * for Other); a return, the comment that tells what to rework. The server's refusal shows here.
 */
export function CaseActionDialog(props: CaseActionDialogProps) {
  const { t } = useTranslation();
  const { action } = props;
  return (
    <Modal
      opened={action !== null}
      onClose={props.onClose}
      title={action === null ? '' : t(`cases.action.confirm.${action}`)}
      centered
      closeButtonProps={{ 'aria-label': t('common.closeDialog') }}
    >
      {/* Mounted per opening, so each one starts from blank fields and 24 vertebrae. */}
      {action !== null && <ActionForm {...props} action={action} />}
    </Modal>
  );
}

function ActionForm({
  action,
  stage,
  reaches,
  pending,
  problem,
  onSubmit,
  onClose,
}: CaseActionDialogProps & { action: CaseAction }) {
  const { t } = useTranslation();
  const formOf = (values: ActionValues) => ({
    action,
    reason: values.reason === '' ? null : values.reason,
    comment: values.comment,
    vertebraCount: typeof values.vertebraCount === 'number' ? values.vertebraCount : null,
    countOverride: values.countOverride,
  });
  const form = useForm<ActionValues>({
    initialValues: INITIAL,
    validate: (values) => {
      const problems = caseActionFormProblems(stage, formOf(values));
      return Object.fromEntries(
        Object.entries(problems).map(([field, code]) => [
          field,
          t(`cases.action.problems.${code}`),
        ]),
      );
    },
  });
  const values = form.getValues();
  const fields = caseActionFields(stage, action, values.reason === '' ? null : values.reason);
  const count = values.vertebraCount;
  const askOverride = fields.vertebraCount && count !== MODEL_VERTEBRA_COUNT;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((submitted) => {
        onSubmit(caseActionRequest(stage, formOf(submitted)));
      })}
    >
      <Stack gap="md">
        <Text size="sm">{t(`cases.action.intro.${actionOutcome(action, reaches)}`)}</Text>
        {fields.vertebraCount && (
          <NumberInput
            label={t('cases.action.vertebraCount')}
            description={t('cases.action.vertebraCountHint')}
            required
            allowDecimal={false}
            allowNegative={false}
            min={1}
            max={40}
            {...form.getInputProps('vertebraCount')}
          />
        )}
        {askOverride && (
          <Textarea
            label={t('cases.action.countOverride')}
            description={t('cases.action.countOverrideHint')}
            required
            rows={2}
            {...form.getInputProps('countOverride')}
          />
        )}
        {fields.reason && (
          <NativeSelect
            label={t('cases.action.reason')}
            required
            data={[
              { value: '', label: t('cases.action.reasonPlaceholder'), disabled: true },
              ...REJECTION_REASONS.map((reason) => ({
                value: reason,
                label: t(`cases.rejectionReasons.${reason}`),
              })),
            ]}
            {...form.getInputProps('reason')}
          />
        )}
        <Textarea
          label={t('cases.action.comment')}
          description={fields.commentRequired ? t('cases.action.commentRequiredHint') : undefined}
          required={fields.commentRequired}
          rows={3}
          {...form.getInputProps('comment')}
        />
        {problem !== null && (
          <Alert color="red" variant="light">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending} color={action === 'Reject' ? 'red.9' : undefined}>
            {t(`cases.action.confirm.${action}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
