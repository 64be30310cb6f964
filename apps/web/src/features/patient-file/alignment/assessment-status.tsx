import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AlignmentAssessment } from '@sagitta/domain';
import { formatDateTime } from '../../../lib/format/date';

/**
 * Filled, with the text colour `autoContrast` picks: shades that meet WCAG AA as the account
 * status badges' do (`users/components/status-badge.tsx`); a light yellow badge did not (axe).
 */
const COLORS = { draft: 'gray', 'ready-to-review': 'yellow', approved: 'green' } as const;

/** The latest assessment's phase and state: draft, ready to review (reviewed?), approved by whom. */
export function AssessmentStatus({ assessment }: { assessment: AlignmentAssessment }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      <Badge variant="filled" color="blue.9" autoContrast>
        {t(`patientAlignment.phase.${assessment.phase}`)}
      </Badge>
      <Badge variant="filled" color={COLORS[assessment.state]} autoContrast>
        {t(`patientAlignment.state.${assessment.state}`)}
      </Badge>
      {assessment.state === 'approved' &&
        assessment.approvedBy !== null &&
        assessment.approvedAt !== null && (
          <Text size="sm">
            {t('patientAlignment.status.approvedBy', { name: assessment.approvedBy.name })}{' '}
            <time dateTime={assessment.approvedAt}>{formatDateTime(assessment.approvedAt)}</time>
          </Text>
        )}
      {assessment.state === 'ready-to-review' && (
        <Text size="sm">
          {assessment.userValidatedBy === null || assessment.userValidatedAt === null ? (
            t('patientAlignment.status.notReviewed')
          ) : (
            <>
              {t('patientAlignment.status.reviewedBy', { name: assessment.userValidatedBy.name })}{' '}
              <time dateTime={assessment.userValidatedAt}>
                {formatDateTime(assessment.userValidatedAt)}
              </time>
            </>
          )}
        </Text>
      )}
    </Group>
  );
}
