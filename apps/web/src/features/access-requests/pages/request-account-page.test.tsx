import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_REQUEST_RECEIVED } from '@sagitta/domain';
import { useFetchStub } from '../../../../test/fetch-stub';
import { jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import { initI18n } from '../../../lib/i18n';
import RequestAccountPage from './request-account-page';

/** A valid NPI: 123456789 with its Luhn check digit (prefix 80840). */
const NPI = '1234567893';

const api = useFetchStub();
const bodies = () => api.calls.map((call) => call.body);

/** Answers the one call the page makes. */
function serve(answer: Response) {
  api.stub((call) => {
    expect(call.url).toBe('/api/v1/access-requests');
    expect(call.method).toBe('POST');
    return answer;
  });
}

const renderPage = () => renderInApp(<RequestAccountPage />, { path: '/request-account' });

/** Enters a whole value at once: typing it key by key re-renders the form for every key. */
async function fill(label: RegExp, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

async function fillPhysician() {
  await fill(/^First name/, 'Ana');
  await fill(/^Last name/, 'Silva');
  await fill(/^Email/, 'ana.silva@clinic.test');
  await userEvent.click(screen.getByRole('radio', { name: 'Physician' }));
  await fill(/^Institution/, 'Harbor Spine Institute');
}

beforeAll(() => {
  initI18n('en-US');
});

describe('RequestAccountPage', () => {
  it('asks physicians, and only them, for an NPI, and requires it', async () => {
    serve(jsonResponse({ message: ACCESS_REQUEST_RECEIVED }, 202));
    renderPage();
    expect(screen.queryByLabelText(/^NPI/)).not.toBeInTheDocument();

    await fillPhysician();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));

    const npi = screen.getByLabelText(/^NPI/);
    expect(await screen.findByText('NPI is required for physicians')).toBeVisible();
    expect(npi).toHaveAttribute('aria-invalid', 'true');
    expect(bodies()).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: 'Sales representative' }));
    expect(screen.queryByLabelText(/^NPI/)).not.toBeInTheDocument();
  });

  it("sends the request and shows the server's answer, with a way back to sign-in", async () => {
    serve(jsonResponse({ message: ACCESS_REQUEST_RECEIVED }, 202));
    renderPage();
    await fillPhysician();
    await fill(/^Phone/, '6195550142');
    await fill(/^NPI/, NPI);

    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('status')).toHaveTextContent(ACCESS_REQUEST_RECEIVED);
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
    expect(bodies()).toEqual([
      {
        firstName: 'Ana',
        lastName: 'Silva',
        emailAddress: 'ana.silva@clinic.test',
        phone: '(619) 555 0142',
        role: 'PHYSICIAN',
        institution: 'Harbor Spine Institute',
        npi: NPI,
      },
    ]);
  });

  it('says so when the rate limit refuses the request, without the global error', async () => {
    serve(
      jsonResponse(
        { statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded' },
        429,
      ),
    );
    renderPage();
    await fillPhysician();
    await fill(/^NPI/, NPI);

    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again later.',
    );
    expect(api.globalFailures).toEqual([]);
    expect(screen.getByRole('button', { name: 'Send request' })).toBeVisible();
  });

  it("shows the seed's messages for a bad name and phone", async () => {
    serve(jsonResponse({ message: ACCESS_REQUEST_RECEIVED }, 202));
    renderPage();
    await fill(/^First name/, 'An<a>');
    await fill(/^Phone/, '61955');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Name cannot contain special characters')).toBeVisible();
    expect(screen.getByText('Invalid phone number format')).toBeVisible();
    expect(screen.getByText('Choose the role you need')).toBeVisible();
    expect(bodies()).toEqual([]);
  });
});
