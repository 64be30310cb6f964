import { useState } from 'react';
import { Alert, Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  caseTransition,
  hrefFor,
  isManager,
  rolesFromStrings,
  viewerHref,
  type CaseAction,
  type CaseActor,
  type CaseStage,
  type CaseSummary,
  type User,
} from '@sagitta/domain';
import { actionOutcome, allowedCaseActions } from '@sagitta/domain/cases/action-choices';
import { HttpFailure } from '../../../lib/http';
import { currentUserQuery } from '../../../lib/session/current-user';
import { caseHistoryQuery, useCaseAction, useStartCase } from '../api';
import { useCaseWords } from '../case-words';
import { CaseActionDialog } from '../components/case-action-dialog';
import { CaseFacts } from '../components/case-facts';
import { CaseSteps } from '../components/case-steps';
import { CaseTimeline } from '../components/case-timeline';
import { CaseWorkActions } from '../components/case-work-actions';

/** Who the user is to the case, as the workflow sees them (`caseTransition`). */
function actorOn(summary: CaseSummary, user: User): CaseActor {
  const roles = rolesFromStrings(user.roles);
  let relation: CaseActor['relation'] = 'other';
  if (summary.assignee?.id === user.userId) relation = 'assignee';
  else if (isManager({ roles, subRole: user.subrole })) relation = 'manager';
  return { relation, inexperienced: user.userRoleProperties.inexperienced };
}

/** The server's refusal (409) of a call, in words; null for anything else. */
const refusal = (error: unknown, say: (message: string) => string) =>
  error instanceof HttpFailure && error.status === 409 ? say(error.message) : null;

/**
 * The work on one case: its actions for the technician it is assigned to (or a manager), each
 * shown only when the case's stage allows it.
 */
function CaseWork({ summary, user }: { summary: CaseSummary; user: User }) {
  const { t } = useTranslation();
  const words = useCaseWords();
  const start = useStartCase(summary.id);
  const act = useCaseAction(summary.id);
  const [asked, setAsked] = useState<CaseAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [toolHref, setToolHref] = useState<string | null>(null);
  const actor = actorOn(summary, user);
  // No strategy is waiting for its plan yet (surgical strategies come later): Send to Planning
  // is refused by the server in every case, so it is not offered.
  const context = { type: summary.type, strategyWaiting: false };
  const actions = allowedCaseActions(summary.stage, actor, context);
  const closed = summary.stage === 'Completed' || summary.stage === 'Rejected';
  const reachedBy = (action: CaseAction): CaseStage | undefined => {
    const move = caseTransition(summary.stage, action, actor, context);
    return move.ok ? move.stage : undefined;
  };

  const open = () => {
    start.mutate(undefined, {
      onSuccess: () => {
        // The exam opens in the viewer with its Measure tool on, in a tab of its own so that
        // this one keeps the heartbeat going (a bare page has no header).
        const href = viewerHref(summary.examId, { measure: true });
        setToolHref(href);
        window.open(href, '_blank', 'noopener');
      },
    });
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('cases.work.title')}
      </Title>
      <CaseWorkActions
        canOpen={actor.relation === 'assignee' && !closed}
        toolHref={toolHref}
        opening={start.isPending}
        openProblem={refusal(start.error, words.serverMessage)}
        onOpen={open}
        actions={actions}
        onAction={(action) => {
          act.reset();
          setDone(null);
          setAsked(action);
        }}
      />
      <div role="status" aria-live="polite">
        {done !== null && (
          <Alert color="teal" variant="light" role="presentation">
            {done}
          </Alert>
        )}
      </div>
      <CaseActionDialog
        action={asked}
        stage={summary.stage}
        reaches={asked === null ? undefined : reachedBy(asked)}
        pending={act.isPending}
        problem={refusal(act.error, words.serverMessage)}
        onSubmit={(request) => {
          act.mutate(request, {
            onSuccess: (updated) => {
              setAsked(null);
              setDone(t(`cases.action.done.${actionOutcome(request.action, updated.stage)}`));
            },
          });
        }}
        onClose={() => {
          setAsked(null);
        }}
      />
    </Stack>
  );
}

/**
 * `/case/history/:id` (issue 18): a case's fields, its history, and the work on it for the
 * technician it is assigned to.
 */
export default function CaseHistoryPage() {
  const { t } = useTranslation();
  const words = useCaseWords();
  const { id = '' } = useParams();
  const history = useQuery(caseHistoryQuery(id));
  const { data: user } = useQuery(currentUserQuery);
  const title = <Title order={1}>{t('routes.3d-services-history')}</Title>;
  const back = (
    <Anchor component={Link} to={hrefFor('3d-services-list-default')} size="sm">
      {t('cases.history.backToList')}
    </Anchor>
  );

  if (history.isPending)
    return (
      <Stack gap="md">
        {title}
        <Group justify="center" py="lg">
          <Loader size="sm" aria-label={t('cases.history.loading')} />
        </Group>
      </Stack>
    );
  if (history.isError) {
    const notFound = history.error instanceof HttpFailure && history.error.status === 404;
    return (
      <Stack gap="md" align="flex-start">
        {title}
        <Alert color={notFound ? 'yellow' : 'red'}>
          {notFound ? t('cases.history.notFound') : t('cases.history.error')}
        </Alert>
        {back}
      </Stack>
    );
  }
  const { case: summary, entries } = history.data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        {back}
        {title}
        <Text size="lg" fw={600}>
          {words.patient(summary.patient)}
        </Text>
      </Stack>
      <section aria-label={t('cases.history.facts')}>
        <CaseFacts summary={summary} />
      </section>
      {user !== undefined && user !== null && <CaseWork summary={summary} user={user} />}
      <Stack gap="sm" component="section">
        <Title order={2} size="h3">
          {t('cases.history.steps')}
        </Title>
        <CaseSteps summary={summary} entries={entries} label={t('cases.history.steps')} />
      </Stack>
      <Stack gap="sm" component="section">
        <Title order={2} size="h3">
          {t('cases.history.timeline')}
        </Title>
        <CaseTimeline entries={entries} label={t('cases.history.timeline')} />
      </Stack>
    </Stack>
  );
}
