import { useId } from 'react';
import {
  Button,
  Center,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { referringPhysicianTag, referringPhysicianTagBody } from '@sagitta/domain';
import type { TagRefusal } from './api';

const validateTag = schemaResolver(referringPhysicianTagBody, { sync: true });

/** How adding a tag ended: added, refused for the field to tell, or failed elsewhere. */
export type TagAddOutcome = { kind: 'added' } | { kind: 'failed' } | TagRefusal;

interface ReferringPhysicianTagsProps {
  /** undefined while loading */
  tags: readonly string[] | undefined;
  failed: boolean;
  adding: boolean;
  /** The tag whose removal is under way, if any. */
  removing: string | null;
  onAdd: (tag: string) => Promise<TagAddOutcome>;
  onRemove: (tag: string) => void;
}

/**
 * A physician's referring-physician tags (seed §3): exams whose Referring Physician's Name is
 * one of them are routed to the physician. Each tag can be removed; a new one is checked with the
 * domain's rule before it is sent, and a refusal is told by the field.
 */
export function ReferringPhysicianTags({
  tags,
  failed,
  adding,
  removing,
  onAdd,
  onRemove,
}: ReferringPhysicianTagsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const form = useForm({ initialValues: { tag: '' }, validate: validateTag });

  const submit = form.onSubmit(async (values) => {
    // The schema trims: what is sent is what the rule accepted.
    const outcome = await onAdd(referringPhysicianTag.parse(values.tag));
    switch (outcome.kind) {
      case 'added':
        form.reset();
        break;
      case 'already-there':
        form.setFieldError('tag', t('referringTags.alreadyThere'));
        break;
      case 'invalid':
        form.setFieldError('tag', outcome.message);
        break;
      case 'failed':
        break;
    }
  });

  let list;
  if (failed) {
    list = (
      <Text size="sm" c="red" role="alert">
        {t('referringTags.loadFailed')}
      </Text>
    );
  } else if (tags === undefined) {
    list = (
      <Center role="status" aria-label={t('referringTags.loading')} py="sm">
        <Loader size="sm" />
      </Center>
    );
  } else if (tags.length === 0) {
    list = (
      <Text size="sm" c="dimmed">
        {t('referringTags.none')}
      </Text>
    );
  } else {
    list = (
      <List listStyleType="none" spacing={4} aria-label={t('referringTags.listLabel')}>
        {tags.map((tag) => (
          <List.Item key={tag}>
            <Group gap="sm" wrap="nowrap">
              <Text size="sm" ff="monospace">
                {tag}
              </Text>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                loading={removing === tag}
                disabled={removing !== null && removing !== tag}
                aria-label={t('referringTags.removeNamed', { tag })}
                onClick={() => {
                  onRemove(tag);
                }}
              >
                {t('referringTags.remove')}
              </Button>
            </Group>
          </List.Item>
        ))}
      </List>
    );
  }

  // A titled region, framed as the other sections of the pages that show it (My Account, user
  // details), so that it reads as one of them.
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {t('referringTags.title')}
        </Title>
        {list}
        <form onSubmit={submit} noValidate>
          <Stack gap="xs" align="flex-start">
            <TextInput
              label={t('referringTags.newTag')}
              description={t('referringTags.help')}
              autoComplete="off"
              spellCheck={false}
              w="100%"
              maw={480}
              {...form.getInputProps('tag')}
            />
            <Button type="submit" size="sm" loading={adding}>
              {t('referringTags.add')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
