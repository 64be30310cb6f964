import { useState } from 'react';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALIGNMENT_ASSESSMENT_MESSAGES, ALIGNMENT_SIGNATURE_MEANING } from '@sagitta/domain';
import { HttpFailure } from '../../../lib/http';
import { approveAssessment } from './alignment-api';

interface SignatureDialogProps {
  assessmentId: string;
  opened: boolean;
  onClose: () => void;
  /** After a signature: the tab refetches. */
  onSigned: () => void;
}

/** The words of a refused signature: the server's message, said inline. */
function refusalOf(error: unknown): string {
  return error instanceof HttpFailure ? error.message : ALIGNMENT_ASSESSMENT_MESSAGES.wrongPassword;
}

/**
 * The electronic signature (21 CFR 11 style): shows what the signature means, asks the password
 * again; a wrong one is said inline and the dialog stays open to try again.
 */
export function SignatureDialog({ assessmentId, opened, onClose, onSigned }: SignatureDialogProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [signing, setSigning] = useState(false);

  const close = () => {
    setPassword('');
    setRefusal(null);
    onClose();
  };

  const sign = async () => {
    setSigning(true);
    setRefusal(null);
    try {
      await approveAssessment(assessmentId, password);
      setPassword('');
      onSigned();
      onClose();
    } catch (error) {
      setPassword('');
      setRefusal(refusalOf(error));
    } finally {
      setSigning(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('patientAlignment.sign.title')}
      closeButtonProps={{ 'aria-label': t('common.closeDialog') }}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (password !== '' && !signing) void sign();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('patientAlignment.sign.meaningIntro')}</Text>
          <Text fw={600} data-testid="signature-meaning">
            {ALIGNMENT_SIGNATURE_MEANING}
          </Text>
          <PasswordInput
            label={t('patientAlignment.sign.password')}
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
            }}
            autoComplete="current-password"
            required
            data-autofocus
            error={refusal !== null}
            aria-describedby={refusal === null ? undefined : 'signature-refusal'}
          />
          {refusal !== null && (
            <Alert color="red" role="alert" id="signature-refusal">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('patientAlignment.sign.cancel')}
            </Button>
            <Button type="submit" loading={signing} disabled={password === ''}>
              {t('patientAlignment.sign.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
