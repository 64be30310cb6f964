import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CaseAction } from '@sagitta/domain';

interface CaseWorkActionsProps {
  /** The assigned technician opens the work; others (a manager) do not. */
  canOpen: boolean;
  /** Where the exam's measurement tool opens, once the work is open. */
  toolHref: string | null;
  opening: boolean;
  /** The server's refusal to open the work, in words. */
  openProblem: string | null;
  onOpen: () => void;
  /** The workflow's actions open to the user now (`allowedCaseActions`). */
  actions: readonly CaseAction[];
  onAction: (action: CaseAction) => void;
}

/** What the technician does on the case page: open the work, then move the case on. */
export function CaseWorkActions(props: CaseWorkActionsProps) {
  const { canOpen, toolHref, opening, openProblem, onOpen, actions, onAction } = props;
  const { t } = useTranslation();
  if (!canOpen && actions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('cases.work.noAction')}
      </Text>
    );
  return (
    <Stack gap="sm">
      <Group gap="xs">
        {canOpen && (
          <Button loading={opening} onClick={onOpen}>
            {t('cases.work.open')}
          </Button>
        )}
        {actions.map((action) => (
          <Button
            key={action}
            variant="default"
            onClick={() => {
              onAction(action);
            }}
          >
            {t(`cases.actions.${action}`)}
          </Button>
        ))}
      </Group>
      {/* Polite: the link to the tool appears once the server has the work open. */}
      <div role="status" aria-live="polite">
        {toolHref !== null && (
          <Text size="sm">
            {t('cases.work.opened')}{' '}
            <Anchor href={toolHref} target="_blank" rel="noopener">
              {t('cases.work.openTool')}
            </Anchor>
          </Text>
        )}
      </div>
      {openProblem !== null && (
        <Alert color="red" variant="light">
          {openProblem}
        </Alert>
      )}
    </Stack>
  );
}
