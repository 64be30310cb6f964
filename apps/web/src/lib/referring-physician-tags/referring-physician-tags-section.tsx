import { useTranslation } from 'react-i18next';
import { toast } from '../../shell/toasts';
import { tagRefusalOf, useReferringPhysicianTags } from './api';
import { ReferringPhysicianTags, type TagAddOutcome } from './referring-physician-tags';

/**
 * The referring-physician tags of a physician, read and changed through the API: in My Account
 * for the physician, and on the user detail page for administrators. It lives in `lib` because
 * those two features share it and features do not import each other.
 *
 * A physician's add is a request that routes nothing until an administrator applies it
 * (issue 14: tags are unique within an institution, and an administrator gives them); an
 * administrator's add, or their Apply on a request, applies the tag.
 * @param userId - the physician
 * @param administrator - the viewer applies tags (user details), rather than asking (My Account)
 */
export function ReferringPhysicianTagsSection({
  userId,
  administrator = false,
}: {
  userId: string;
  administrator?: boolean;
}) {
  const { t } = useTranslation();
  const { query, add, remove } = useReferringPhysicianTags(userId);

  const addTag = async (tag: string): Promise<TagAddOutcome> => {
    let answer;
    try {
      answer = await add.mutateAsync(tag);
    } catch (error) {
      return tagRefusalOf(error) ?? { kind: 'failed' };
    }
    // The server decides: a physician's own add comes back as a request.
    if (answer.requestedTags.includes(tag)) {
      toast({ type: 'success', message: t('referringTags.requested', { tag }) });
      return { kind: 'requested' };
    }
    toast({ type: 'success', message: t('referringTags.added', { tag }) });
    return { kind: 'added' };
  };

  const removeTag = (tag: string) => {
    const request = query.data?.requestedTags.includes(tag) === true;
    remove.mutate(tag, {
      onSuccess: () => {
        toast({ type: 'success', message: t(removalMessage(request, administrator), { tag }) });
      },
    });
  };

  return (
    <ReferringPhysicianTags
      tags={query.data?.tags}
      requestedTags={query.data?.requestedTags}
      administrator={administrator}
      failed={query.isError}
      adding={add.isPending ? add.variables : null}
      removing={remove.isPending ? remove.variables : null}
      onAdd={addTag}
      onRemove={removeTag}
    />
  );
}

/** What a removal tells: a tag removed, or a request declined (administrator) or withdrawn. */
function removalMessage(request: boolean, administrator: boolean) {
  if (!request) return 'referringTags.removed' as const;
  return administrator ? ('referringTags.declined' as const) : ('referringTags.withdrawn' as const);
}
