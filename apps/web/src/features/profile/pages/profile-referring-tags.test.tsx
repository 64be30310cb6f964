import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { REFERRING_TAG_MESSAGES, type User } from '@sagitta/domain';
import { useFetchStub, type RecordedCall } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderProfilePage } from '../testing/render-profile-page';
import ProfilePage from './profile-page';

const physician = aUser('PHYSICIAN');
const TAGS = `/api/v1/users/${physician.userId}/referring-physician-tags`;

const api = useFetchStub();

afterEach(() => {
  notifications.clean();
});

/**
 * My Account's server for a physician: no connections or address, default display preferences,
 * and the tags as a small store
 * that answers as the API does to the physician (202 with the request on add, 409 for a tag there
 * or requested already, 200 on remove); `answer` may answer first.
 */
function serveTags(
  initial: string[],
  answer: (call: RecordedCall) => Response | undefined = () => undefined,
  initialRequests: string[] = [],
) {
  const tags = new Set(initial);
  const requested = new Set(initialRequests);
  const list = (status = 200) =>
    jsonResponse({ tags: [...tags].sort(), requestedTags: [...requested].sort() }, status);
  api.stub((call) => {
    const early = answer(call);
    if (early !== undefined) return early;
    const [path = '', search = ''] = call.url.split('?');
    if (path.endsWith('/connections')) return jsonResponse([]);
    if (path.endsWith('/shipping-address')) return jsonResponse({ address: null });
    if (path.startsWith('/api/v1/portal/preferences/')) return jsonResponse({});
    if (path !== TAGS) return jsonResponse({ message: 'not stubbed' }, 501);
    if (call.method === 'GET') return list();
    if (call.method === 'POST') {
      const { tag } = call.body as { tag: string };
      if (tags.has(tag)) return jsonResponse({ message: REFERRING_TAG_MESSAGES.exists }, 409);
      if (requested.has(tag)) {
        return jsonResponse({ message: REFERRING_TAG_MESSAGES.alreadyRequested }, 409);
      }
      requested.add(tag);
      return list(202);
    }
    const tag = new URLSearchParams(search).get('tag') ?? '';
    if (!tags.delete(tag) && !requested.delete(tag)) {
      return jsonResponse({ message: 'absent' }, 404);
    }
    return list();
  });
}

const renderProfile = (user: User = physician) =>
  renderProfilePage(<ProfilePage />, { path: '/profile', user });

const tagsSection = () => screen.getByRole('region', { name: 'Referring physician tags' });
const tagField = () => within(tagsSection()).getByRole('textbox', { name: 'New tag' });
/** The tags listed, in order (each item holds the tag's text, then its remove button). */
const shownTags = () =>
  within(within(tagsSection()).getByRole('list', { name: 'Referring physician tags' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('My Account: referring physician tags', () => {
  it('lists a physician’s tags, each with a remove button, and says how to write one', async () => {
    serveTags(['SMITH^JOHN', 'DOE^JANE^^DR']);
    renderProfile();

    const section = tagsSection();
    expect(await within(section).findByText('SMITH^JOHN')).toBeVisible();
    expect(shownTags()).toEqual(['DOE^JANE^^DR', 'SMITH^JOHN']);
    expect(
      within(section).getByRole('button', { name: 'Remove the tag SMITH^JOHN' }),
    ).toBeVisible();
    expect(tagField()).toHaveAccessibleDescription(
      'A tag must copy the Referring Physician’s Name exactly as the imaging header carries it, e.g. SMITH^JOHN. ' +
        'An administrator applies the tags you add: until then they route no exam.',
    );
  });

  it('says when there is none yet', async () => {
    serveTags([]);
    renderProfile();
    expect(
      await within(tagsSection()).findByText(
        'No referring physician tag yet: exams are routed by institution only.',
      ),
    ).toBeVisible();
  });

  it('asks for a tag as typed, trimmed: listed as awaiting an administrator, the field emptied', async () => {
    serveTags(['SMITH^JOHN']);
    renderProfile();
    await within(tagsSection()).findByText('SMITH^JOHN');
    expect(tagField()).toHaveAccessibleDescription(/An administrator applies the tags you add/u);

    await userEvent.type(tagField(), '  CHEN^MARIA ');
    await userEvent.click(within(tagsSection()).getByRole('button', { name: 'Add tag' }));

    expect(
      await screen.findByText(
        'Referring physician tag CHEN^MARIA requested: it routes exams once an administrator applies it.',
      ),
    ).toBeVisible();
    // Held tags and requests are two lists: the request is not shown as a tag that routes.
    expect(shownTags()).toEqual(['SMITH^JOHN']);
    const requests = within(tagsSection()).getByRole('list', { name: 'Awaiting an administrator' });
    expect(within(requests).getByText('CHEN^MARIA')).toBeVisible();
    expect(
      within(requests).getByRole('button', { name: 'Withdraw the request for CHEN^MARIA' }),
    ).toBeVisible();
    expect(within(requests).queryByRole('button', { name: /Apply/u })).toBeNull();
    expect(tagField()).toHaveValue('');
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts).toEqual([{ method: 'POST', url: TAGS, body: { tag: 'CHEN^MARIA' } }]);
    expect(api.globalFailures).toEqual([]);
  });

  it('withdraws a request, named in the query', async () => {
    serveTags([], undefined, ['CHEN^MARIA']);
    renderProfile();
    await userEvent.click(
      await within(tagsSection()).findByRole('button', {
        name: 'Withdraw the request for CHEN^MARIA',
      }),
    );
    expect(
      await screen.findByText('Request for the referring physician tag CHEN^MARIA withdrawn.'),
    ).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      `${TAGS}?tag=CHEN%5EMARIA`,
    ]);
    expect(
      within(tagsSection()).queryByRole('list', { name: 'Awaiting an administrator' }),
    ).toBeNull();
  });

  it('tells a tag another physician of the institution holds (409) by the field', async () => {
    serveTags([], (call) =>
      call.method === 'POST'
        ? jsonResponse({ message: REFERRING_TAG_MESSAGES.heldByAnother }, 409)
        : undefined,
    );
    renderProfile();
    await within(tagsSection()).findByText(/No referring physician tag yet/u);

    await userEvent.type(tagField(), 'CHEN^MARIA');
    await userEvent.click(within(tagsSection()).getByRole('button', { name: 'Add tag' }));
    expect(
      await within(tagsSection()).findByText(
        'Another physician of your institution holds this tag: ask an administrator.',
      ),
    ).toBeVisible();
    expect(tagField()).toHaveValue('CHEN^MARIA');
    expect(api.globalFailures).toEqual([]);
  });

  it('tells a tag requested already (409) by the field', async () => {
    serveTags([], undefined, ['CHEN^MARIA']);
    renderProfile();
    await within(tagsSection()).findByText('CHEN^MARIA');
    await userEvent.type(tagField(), 'CHEN^MARIA');
    await userEvent.click(within(tagsSection()).getByRole('button', { name: 'Add tag' }));
    expect(
      await within(tagsSection()).findByText('This referring physician tag is requested already.'),
    ).toBeVisible();
  });

  it('checks a tag with the domain rule before sending it, with its messages', async () => {
    serveTags([]);
    renderProfile();
    await within(tagsSection()).findByText(/No referring physician tag yet/);

    await userEvent.click(within(tagsSection()).getByRole('button', { name: 'Add tag' }));
    expect(
      await within(tagsSection()).findByText('A referring physician tag is required'),
    ).toBeVisible();
    await userEvent.type(tagField(), 'SMITH\\JOHN');
    await userEvent.click(within(tagsSection()).getByRole('button', { name: 'Add tag' }));
    expect(
      await within(tagsSection()).findByText(
        'A referring physician tag cannot contain a backslash or control characters',
      ),
    ).toBeVisible();
    expect(tagField()).toBeInvalid();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('tells a tag already there (409) by the field, not as the error state', async () => {
    serveTags(['SMITH^JOHN']);
    renderProfile();
    await within(tagsSection()).findByText('SMITH^JOHN');

    await userEvent.type(tagField(), 'SMITH^JOHN');
    await userEvent.click(within(tagsSection()).getByRole('button', { name: 'Add tag' }));

    expect(
      await within(tagsSection()).findByText('This referring physician tag is already there.'),
    ).toBeVisible();
    expect(tagField()).toHaveValue('SMITH^JOHN');
    expect(api.globalFailures).toEqual([]);
  });

  it('shows the server’s own validation message (400) by the field', async () => {
    serveTags([], (call) =>
      call.method === 'POST'
        ? jsonResponse({ message: 'A referring physician tag has at most 64 characters' }, 400)
        : undefined,
    );
    renderProfile();
    await within(tagsSection()).findByText(/No referring physician tag yet/);

    await userEvent.type(tagField(), 'CHEN^MARIA');
    await userEvent.click(within(tagsSection()).getByRole('button', { name: 'Add tag' }));
    expect(
      await within(tagsSection()).findByText('A referring physician tag has at most 64 characters'),
    ).toBeVisible();
    expect(api.globalFailures).toEqual([]);
  });

  it('removes a tag, named in the query', async () => {
    serveTags(['DOE^JANE', 'SMITH^JOHN']);
    renderProfile();

    await userEvent.click(
      await within(tagsSection()).findByRole('button', { name: 'Remove the tag SMITH^JOHN' }),
    );

    expect(await screen.findByText('Referring physician tag SMITH^JOHN removed.')).toBeVisible();
    expect(shownTags()).toEqual(['DOE^JANE']);
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      `${TAGS}?tag=SMITH%5EJOHN`,
    ]);
  });

  it('leaves other failures to the common failure handler, and reads the tags again', async () => {
    serveTags(['SMITH^JOHN'], (call) =>
      call.method === 'DELETE' ? jsonResponse({ message: 'Boom' }, 500) : undefined,
    );
    renderProfile();

    await userEvent.click(
      await within(tagsSection()).findByRole('button', { name: 'Remove the tag SMITH^JOHN' }),
    );

    await waitFor(() => {
      expect(api.globalFailures).toEqual([{ kind: 'error-state', code: 500 }]);
    });
    await waitFor(() => {
      expect(api.calls.filter((call) => call.method === 'GET' && call.url === TAGS)).toHaveLength(
        2,
      );
    });
    expect(shownTags()).toEqual(['SMITH^JOHN']);
  });

  it('is not shown to users who are not physicians', async () => {
    serveTags([]);
    renderProfile(aUser('CLINICAL_STAFF'));
    expect(await screen.findByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Referring physician tags' })).toBeNull();
    expect(api.calls.some((call) => call.url.includes('referring-physician-tags'))).toBe(false);
  });
});
