import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { connectionCreate } from '@sagitta/domain';

const validateConnection = schemaResolver(connectionCreate, { sync: true });

/**
 * For a physician: connect a clinical staff member or sales representative by the email of
 * their account.
 */
export function AddChildForm({
  physicianId,
  onAdd,
}: {
  physicianId: string;
  /** Resolves to why the server refused, or null when the connection was added. */
  onAdd: (childUserEmail: string) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    initialValues: { childUserEmail: '' },
    validate: (values) =>
      validateConnection({ parentUserId: physicianId, childUserEmail: values.childUserEmail }),
  });

  const submit = form.onSubmit(async ({ childUserEmail }) => {
    setProblem(null);
    const refusal = await onAdd(childUserEmail.trim());
    if (refusal === null) form.reset();
    else setProblem(refusal);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('connectionAdmin.addChild.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('connectionAdmin.addChild.intro')}
        </Text>
        {problem !== null && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group align="flex-end">
          <TextInput
            label={t('connectionAdmin.addChild.email')}
            type="email"
            required
            autoComplete="off"
            miw={320}
            {...form.getInputProps('childUserEmail')}
          />
          <Button type="submit" loading={form.submitting}>
            {t('connectionAdmin.addChild.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
