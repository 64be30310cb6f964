import { useEffect, useRef } from 'react';
import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The answer to a sent request: the server's message, the same whether the email was known. */
export function RequestAccountReceived({ message }: { message: string }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  // The form it replaces had the focus: move it here so that the answer is read out.
  useEffect(() => {
    panel.current?.focus();
  }, []);
  return (
    <>
      <Alert
        ref={panel}
        tabIndex={-1}
        color="teal"
        role="status"
        title={t('requestAccount.receivedTitle')}
      >
        {message}
      </Alert>
      <Text size="sm" ta="center">
        {/* Underlined: its colour alone is too close to the text's (WCAG 1.4.1). */}
        <Anchor underline="always" component={Link} to="/">
          {t('requestAccount.backToSignIn')}
        </Anchor>
      </Text>
    </>
  );
}
