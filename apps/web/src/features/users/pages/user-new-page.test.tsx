import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLE_NAMES, ROLE_IDS, ROLE_NAMESPACE, roleString } from '@sagitta/domain';
import { useFetchStub } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import { initI18n } from '../../../lib/i18n';
import UserNewPage from './user-new-page';

const administrator = aUser('SYSTEM_ADMINISTRATOR', {
  userId: '0b8f3c52-7a35-4e0b-9f6e-0d1e2f3a4b5c',
});
const created = aUser('SALES_REPRESENTATIVE', {
  userId: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  firstName: 'Jane',
  lastName: 'Doe',
  emailAddress: 'jane.doe@sagitta.test',
  status: 'New',
});

const { calls, globalFailures, stub } = useFetchStub();

/** Stubs fetch: roles and institutions as the server lists them, and `create` for the POST. */
function serve(create: () => Response) {
  stub(({ url }) => {
    if (url.startsWith('/api/v1/roles')) {
      return jsonResponse(
        ROLE_NAMES.map((name) => ({
          roleId: ROLE_IDS[name],
          name,
          namespace: ROLE_NAMESPACE,
          role: roleString(name),
        })),
      );
    }
    if (url.startsWith('/api/v1/institutions')) return jsonResponse({ totalCount: 0, items: [] });
    return create();
  });
}

const posts = () => calls.filter((call) => call.method === 'POST');

const renderPage = () => renderInApp(<UserNewPage />, { path: '/users/new', user: administrator });

/** Enters a whole value at once: typing it key by key re-renders the form for every key. */
async function fill(label: RegExp, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

/**
 * Picks an option of an open Mantine combobox. jsdom lays nothing out, so Mantine's popover
 * takes its target for detached and keeps the dropdown `display: none`: the options are there
 * and work, but count as hidden.
 */
async function pick(label: string) {
  await userEvent.click(await screen.findByRole('option', { name: label, hidden: true }));
}

async function chooseRole(label: string) {
  const role = screen.getByRole('combobox', { name: /^Role/ });
  await vi.waitFor(() => {
    expect(role).toBeEnabled();
  });
  await userEvent.click(role);
  await pick(label);
}

async function fillValidSalesRepresentative() {
  await fill(/^First name/, 'Jane');
  await fill(/^Last name/, 'Doe');
  await fill(/^Email/, 'jane.doe@sagitta.test');
  await chooseRole('Sales Representative');
}

beforeAll(() => {
  initI18n('en-US');
  // jsdom has no scrollIntoView; Mantine's combobox scrolls its selected option into view.
  if (!('scrollIntoView' in Element.prototype)) {
    Object.assign(Element.prototype, { scrollIntoView: () => undefined });
  }
});

// Filling a whole form with user-event takes seconds in jsdom, 20 s on a loaded 2-core machine.
describe('UserNewPage', { timeout: 60_000 }, () => {
  it("shows the seed's messages for a bad name, suffix, email, phone and Salesforce ID", async () => {
    serve(() => jsonResponse({ data: created }, 201));
    renderPage();

    await fill(/^First name/, 'J@ne');
    await fill(/^Last name/, 'Doe');
    await fill(/^Suffix/, 'M.D.1');
    await fill(/^Email/, 'jane.doe@');
    await fill(/^Phone/, '55512');
    await chooseRole('Sales Representative');
    await fill(/^Salesforce ID/, '0015g00000ABCDE');
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));

    expect(await screen.findByText('Name cannot contain special characters')).toBeVisible();
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Last name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Invalid suffix format')).toBeVisible();
    expect(screen.getByText('Email is invalid')).toBeVisible();
    expect(screen.getByText('Invalid phone number format')).toBeVisible();
    expect(screen.getByText('Salesforce ID must have 18 characters')).toBeVisible();
    expect(posts()).toEqual([]);
  });

  it('asks for a role before anything is sent', async () => {
    serve(() => jsonResponse({ data: created }, 201));
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('Choose a role')).toBeVisible();
    expect(posts()).toEqual([]);
  });

  it("shows 'User already exists' on the email field, not as the global error", async () => {
    serve(() =>
      jsonResponse(
        {
          statusCode: 409,
          error: 'Conflict',
          message: 'User already exists',
          details: { kind: 'DuplicateUser' },
        },
        409,
      ),
    );
    const { router } = renderPage();
    await fillValidSalesRepresentative();

    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));

    const email = screen.getByLabelText(/^Email/);
    await vi.waitFor(() => {
      expect(email).toHaveAttribute('aria-invalid', 'true');
    });
    expect(email).toHaveAccessibleDescription(/User already exists/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(globalFailures).toEqual([]);
    expect(router.state.location.pathname).toBe('/users/new');
  });

  it("shows another refusal's message above the form", async () => {
    serve(() =>
      jsonResponse(
        { statusCode: 400, error: 'Bad Request', message: 'The institution is inactive' },
        400,
      ),
    );
    renderPage();
    await fillValidSalesRepresentative();

    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The institution is inactive');
    expect(globalFailures).toEqual([]);
  });

  it("creates the account with the form's payload and opens its detail page", async () => {
    serve(() => jsonResponse({ data: created }, 201));
    const { router } = renderPage();
    await fillValidSalesRepresentative();
    await fill(/^Phone/, '6195550142');
    await fill(/^Salesforce ID/, '0015g00000ABCDEFGH');
    await userEvent.click(screen.getByRole('combobox', { name: /^States/ }));
    await pick('California');
    await userEvent.click(screen.getByLabelText('Beta user'));

    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));

    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe(`/users/detail/${created.userId}`);
    });
    const [post] = posts();
    expect(post?.url).toBe('/api/v1/users');
    expect(post?.body).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      suffix: null,
      emailAddress: 'jane.doe@sagitta.test',
      phone: '(619) 555 0142',
      role: 'SALES_REPRESENTATIVE',
      subRole: null,
      inexperienced: false,
      institutionId: null,
      institutionRole: null,
      npi: null,
      salesforceId: '0015g00000ABCDEFGH',
      states: ['CA'],
      pricingTier: null,
      isBetaUser: true,
      onlyViewSurgicalCandidates: false,
    });
  });

  it('shows the sub-role and experience only for technicians, the NPI only for physicians', async () => {
    serve(() => jsonResponse({ data: created }, 201));
    renderPage();
    await chooseRole('3DS Technician');
    expect(screen.getByRole('combobox', { name: /^Technician sub-role/ })).toBeVisible();
    expect(screen.getByLabelText('Experienced technician')).toBeChecked();
    expect(screen.queryByLabelText(/^NPI/)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Institution' })).not.toBeInTheDocument();

    await chooseRole('Physician');
    expect(screen.getByLabelText(/^NPI/)).toBeVisible();
    expect(screen.queryByLabelText('Experienced technician')).not.toBeInTheDocument();
    const institution = screen.getByRole('group', { name: 'Institution' });
    expect(within(institution).getByRole('combobox', { name: /^Institution role/ })).toBeVisible();
  });
});
