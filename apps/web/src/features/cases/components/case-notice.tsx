import { Alert, Box } from '@mantine/core';

/** What a manager's change answered: done (read out politely) or refused (an alert). */
export type CaseNoticeValue = { kind: 'done' | 'refused'; text: string } | null;

/**
 * The answer to the last change on a list. The polite region is always there, so that a screen
 * reader announces what lands in it without the focus moving; a refusal is an alert.
 */
export function CaseNotice({ notice }: { notice: CaseNoticeValue }) {
  return (
    <>
      <Box role="status" aria-live="polite">
        {notice?.kind === 'done' && (
          <Alert color="blue" variant="light" role="presentation">
            {notice.text}
          </Alert>
        )}
      </Box>
      {notice?.kind === 'refused' && (
        <Alert color="red" variant="light" role="alert">
          {notice.text}
        </Alert>
      )}
    </>
  );
}
