import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DUPLICATE_INSTITUTION_MESSAGE } from '@sagitta/domain';
import { stubApi } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import { anInstitution, INSTITUTION_ID } from '../test-support';
import NewInstitutionPage from './new-institution-page';

const renderNew = (user = aUser('SYSTEM_ADMINISTRATOR')) =>
  renderInApp(<NewInstitutionPage />, { path: '/new-institution', user });

// jsdom does not lay out: the state list's keyboard navigation scrolls the option into view.
const scrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});
afterAll(() => {
  if (scrollIntoView === undefined) Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  else Object.defineProperty(Element.prototype, 'scrollIntoView', scrollIntoView);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const nameInput = () => screen.getByRole('textbox', { name: /^Name/ });

/** Types a whole value at once (a paste): the form re-validates once, not per keystroke. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

describe('NewInstitutionPage', () => {
  it('shows the shared validation messages and sends nothing', async () => {
    const { calls } = stubApi(() => jsonResponse({}));
    renderNew();

    await fill(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await fill(screen.getByRole('textbox', { name: 'Zip' }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Create institution' }));

    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Email is invalid')).toBeVisible();
    expect(screen.getByText('Zip is invalid')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('creates the institution with the state stored as its code, then opens it', async () => {
    const { calls } = stubApi(() => jsonResponse(anInstitution(), 201));
    const { router } = renderNew();

    await fill(nameInput(), '  Lakeside Spine Center ');
    await fill(screen.getByRole('textbox', { name: 'City' }), 'Austin');
    // The states are listed by full name; the first match is chosen from the keyboard.
    await userEvent.type(screen.getByRole('combobox', { name: 'State' }), 'Texa{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Texas');
    await fill(screen.getByRole('textbox', { name: 'Zip' }), '73301');
    await userEvent.click(screen.getByRole('radio', { name: 'Tier 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create institution' }));

    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe(`/detail-institution/${INSTITUTION_ID}`);
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/v1/institutions' });
    expect(calls[0]!.body).toEqual({
      name: '  Lakeside Spine Center ',
      email: null,
      address: null,
      city: 'Austin',
      state: 'TX',
      zip: '73301',
      active: true,
      tier: 2,
      contractPricing: false,
      dataAgreement: false,
      dataUseLimitedToServices: false,
      deidentificationForStorage: false,
      hasSignedBaa: false,
      specialConsiderations: null,
      eosSerialNumbers: [],
    });
  });

  it('puts a taken name on the name field, without the global error', async () => {
    const { globalFailures } = stubApi(() =>
      jsonResponse(
        {
          statusCode: 409,
          error: 'Conflict',
          message: DUPLICATE_INSTITUTION_MESSAGE,
          details: { kind: 'DuplicateInstitution' },
        },
        409,
      ),
    );
    const { router } = renderNew();

    await fill(nameInput(), 'Lakeside Spine Center');
    await userEvent.click(screen.getByRole('button', { name: 'Create institution' }));

    expect(await screen.findByText(DUPLICATE_INSTITUTION_MESSAGE)).toBeVisible();
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(nameInput()).toHaveAccessibleDescription(DUPLICATE_INSTITUTION_MESSAGE);
    expect(globalFailures).toEqual([]);
    expect(router.state.location.pathname).toBe('/new-institution');
  });

  it("reports any other refusal with 'Sorry, we were not able to make the change'", async () => {
    const { globalFailures } = stubApi(() =>
      jsonResponse({ statusCode: 400, error: 'Bad Request', message: 'Invalid request' }, 400),
    );
    renderNew();

    await fill(nameInput(), 'Lakeside Spine Center');
    await userEvent.click(screen.getByRole('button', { name: 'Create institution' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, we were not able to make the change',
    );
    expect(globalFailures).toEqual([]);
  });

  it('gives a user administrator a note instead of the form', () => {
    stubApi(() => jsonResponse({}));
    renderNew(aUser('USER_ADMINISTRATOR'));

    expect(screen.getByText('Only system administrators can change institutions.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create institution' })).toBeNull();
  });
});
