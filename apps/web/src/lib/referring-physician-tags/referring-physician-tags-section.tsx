import { useTranslation } from 'react-i18next';
import { toast } from '../../shell/toasts';
import { tagRefusalOf, useReferringPhysicianTags } from './api';
import { ReferringPhysicianTags, type TagAddOutcome } from './referring-physician-tags';

/**
 * The referring-physician tags of a physician, read and changed through the API: in My Account
 * for the physician, and on the user detail page for administrators. It lives in `lib` because
 * those two features share it and features do not import each other.
 * @param userId - the physician
 */
export function ReferringPhysicianTagsSection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { query, add, remove } = useReferringPhysicianTags(userId);

  const addTag = async (tag: string): Promise<TagAddOutcome> => {
    try {
      await add.mutateAsync(tag);
    } catch (error) {
      return tagRefusalOf(error) ?? { kind: 'failed' };
    }
    toast({ type: 'success', message: t('referringTags.added', { tag }) });
    return { kind: 'added' };
  };

  const removeTag = (tag: string) => {
    remove.mutate(tag, {
      onSuccess: () => {
        toast({ type: 'success', message: t('referringTags.removed', { tag }) });
      },
    });
  };

  return (
    <ReferringPhysicianTags
      tags={query.data?.tags}
      failed={query.isError}
      adding={add.isPending}
      removing={remove.isPending ? remove.variables : null}
      onAdd={addTag}
      onRemove={removeTag}
    />
  );
}
