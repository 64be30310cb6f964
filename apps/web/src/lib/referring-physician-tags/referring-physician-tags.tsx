import { useId, useState, type ReactNode } from 'react';
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

/** How adding a tag ended: added, requested, refused for the field to tell, or failed elsewhere. */
export type TagAddOutcome =
  { kind: 'added' } | { kind: 'requested' } | { kind: 'failed' } | TagRefusal;

interface ReferringPhysicianTagsProps {
  /** undefined while loading */
  tags: readonly string[] | undefined;
  /** Tags the physician asked for, awaiting an administrator; undefined while loading. */
  requestedTags: readonly string[] | undefined;
  /** The viewer applies tags (an administrator), rather than asks for them (the physician). */
  administrator: boolean;
  failed: boolean;
  /** The tag whose add (or application) is under way, if any. */
  adding: string | null;
  /** The tag whose removal is under way, if any. */
  removing: string | null;
  onAdd: (tag: string) => Promise<TagAddOutcome>;
  onRemove: (tag: string) => void;
}

/**
 * A physician's referring-physician tags (seed §3): exams whose Referring Physician's Name is
 * one of them are routed to the physician. Each tag can be removed; a new one is checked with the
 * domain's rule before it is sent, and a refusal is told by the field. Tags the physician asked
 * for are listed apart, awaiting an administrator, who applies or declines each (issue 14).
 */
export function ReferringPhysicianTags({
  tags,
  requestedTags,
  administrator,
  failed,
  adding,
  removing,
  onAdd,
  onRemove,
}: ReferringPhysicianTagsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const requestsId = useId();
  const form = useForm({ initialValues: { tag: '' }, validate: validateTag });
  const [applyRefusal, setApplyRefusal] = useState<string | null>(null);

  const refusalText = (refusal: TagRefusal): string => {
    switch (refusal.kind) {
      case 'already-there':
        return t('referringTags.alreadyThere');
      case 'already-requested':
        return t('referringTags.alreadyRequested');
      case 'held-by-another':
        return t('referringTags.heldByAnother');
      case 'invalid':
        return refusal.message;
    }
  };

  const submit = form.onSubmit(async (values) => {
    // The schema trims: what is sent is what the rule accepted.
    const outcome = await onAdd(referringPhysicianTag.parse(values.tag));
    switch (outcome.kind) {
      case 'added':
      case 'requested':
        form.reset();
        break;
      case 'failed':
        break;
      case 'already-there':
      case 'already-requested':
      case 'held-by-another':
      case 'invalid':
        form.setFieldError('tag', refusalText(outcome));
        break;
    }
  });

  const apply = async (tag: string) => {
    setApplyRefusal(null);
    const outcome = await onAdd(tag);
    if (outcome.kind !== 'added' && outcome.kind !== 'requested' && outcome.kind !== 'failed') {
      setApplyRefusal(refusalText(outcome));
    }
  };

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
            <TagRow tag={tag}>
              <TagAction
                tag={tag}
                busyTag={removing}
                danger
                label={t('referringTags.remove')}
                accessibleName={t('referringTags.removeNamed', { tag })}
                onClick={() => {
                  onRemove(tag);
                }}
              />
            </TagRow>
          </List.Item>
        ))}
      </List>
    );
  }

  const requests = requestedTags !== undefined && requestedTags.length > 0 && (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={requestsId}>
        {t('referringTags.requestedTitle')}
      </Text>
      <List listStyleType="none" spacing={4} aria-labelledby={requestsId}>
        {requestedTags.map((tag) => (
          <List.Item key={tag}>
            <TagRow tag={tag}>
              {administrator && (
                <TagAction
                  tag={tag}
                  busyTag={adding}
                  label={t('referringTags.apply')}
                  accessibleName={t('referringTags.applyNamed', { tag })}
                  onClick={() => {
                    void apply(tag);
                  }}
                />
              )}
              <TagAction
                tag={tag}
                busyTag={removing}
                danger
                label={t(administrator ? 'referringTags.decline' : 'referringTags.withdraw')}
                accessibleName={t(
                  administrator ? 'referringTags.declineNamed' : 'referringTags.withdrawNamed',
                  { tag },
                )}
                onClick={() => {
                  onRemove(tag);
                }}
              />
            </TagRow>
          </List.Item>
        ))}
      </List>
      {applyRefusal !== null && (
        <Text size="sm" c="red" role="alert">
          {applyRefusal}
        </Text>
      )}
    </Stack>
  );

  // A titled region, framed as the other sections of the pages that show it (My Account, user
  // details), so that it reads as one of them.
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {t('referringTags.title')}
        </Title>
        {list}
        {requests}
        <form onSubmit={submit} noValidate>
          <Stack gap="xs" align="flex-start">
            <TextInput
              label={t('referringTags.newTag')}
              description={
                administrator
                  ? t('referringTags.help')
                  : `${t('referringTags.help')} ${t('referringTags.requestHelp')}`
              }
              autoComplete="off"
              spellCheck={false}
              w="100%"
              maw={480}
              {...form.getInputProps('tag')}
            />
            <Button
              type="submit"
              size="sm"
              loading={adding !== null && adding === form.values.tag.trim()}
            >
              {t('referringTags.add')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}

/** One tag of a list, in the monospace it is matched in, followed by its actions. */
function TagRow({ tag, children }: { tag: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Text size="sm" ff="monospace">
        {tag}
      </Text>
      {children}
    </Group>
  );
}

interface TagActionProps {
  tag: string;
  /** The tag whose action of this kind is under way: this one spins, the others wait. */
  busyTag: string | null;
  /** Removes, withdraws or declines (red), rather than applies. */
  danger?: boolean;
  label: string;
  /** The label with the tag named, for a screen reader going through the buttons alone. */
  accessibleName: string;
  onClick: () => void;
}

function TagAction({
  tag,
  busyTag,
  danger = false,
  label,
  accessibleName,
  onClick,
}: TagActionProps) {
  return (
    <Button
      size="compact-xs"
      variant={danger ? 'subtle' : 'light'}
      color={danger ? 'red' : undefined}
      loading={busyTag === tag}
      disabled={busyTag !== null && busyTag !== tag}
      aria-label={accessibleName}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
