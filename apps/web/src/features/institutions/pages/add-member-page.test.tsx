import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type RecordedCall } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import { anInstitution, INSTITUTION_ID } from '../test-support';
import AddMemberPage from './add-member-page';

function serve(onAdd: (call: RecordedCall) => Response) {
  return stubApi((call) => (call.method === 'POST' ? onAdd(call) : jsonResponse(anInstitution())));
}

const renderAdd = () =>
  renderInApp(<AddMemberPage />, {
    path: '/detail-institution-add-surgeon/:id',
    entry: `/detail-institution-add-surgeon/${INSTITUTION_ID}`,
    user: aUser('USER_ADMINISTRATOR'),
  });

async function add(email: string) {
  await userEvent.click(await screen.findByRole('textbox', { name: /^Email of the user/ }));
  await userEvent.paste(email);
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AddMemberPage', () => {
  it("adds a user by email and shows 'Added Successfully'", async () => {
    const { calls } = serve(() => jsonResponse({ message: 'Added Successfully' }));
    renderAdd();

    await add(' Surgeon@Sagitta.test ');

    expect(await screen.findByText('Added Successfully')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: `/api/v1/institutions/${INSTITUTION_ID}/users`,
      body: { userEmailAddress: 'Surgeon@Sagitta.test' },
    });
  });

  it.each([
    [404, 'No user has this email address'],
    [409, 'This user already belongs to another institution'],
  ])('shows the message of a %i answer', async (status, message) => {
    const { globalFailures } = serve(() => jsonResponse({ message }, status));
    renderAdd();

    await add('surgeon@sagitta.test');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(globalFailures).toEqual([]);
  });

  it('refuses an invalid email before asking', async () => {
    const { calls } = serve(() => jsonResponse({ message: 'Added Successfully' }));
    renderAdd();

    await add('not-an-email');

    expect(await screen.findByText('Email is invalid')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
