import { screen, within } from '@testing-library/react';
import { renderInApp } from '../../../../test/render';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { About, ReleaseVersion } from '@sagitta/domain';
import { errorState } from '../../../lib/error-state';
import { initI18n } from '../../../lib/i18n';
import InfoPage from './info-page';

const about: About = {
  namespace: 'sagitta',
  productName: 'Sagitta',
  version: '2.2.0',
  manufacturerName: 'Sagitta Medical Software, Inc.',
  address: '1200 Harbor View Drive, Suite 400',
  city: 'San Diego',
  state: 'CA',
  zip: '92101',
  phone: '(619) 555 0142',
  uniqueDeviceIdentification: '(01)00850031234560(8012)2.2.0',
};

const notes = (title: string) =>
  JSON.stringify([
    {
      listMarker: '1.',
      title,
      subnotes: [
        {
          description: 'A look at the new workspace.',
          indentType: 'single',
          media: [{ type: 'image', identifier: 'spine-overview.svg' }],
        },
      ],
    },
  ]);

const release = (name: string, releasedAt: string, text: string): ReleaseVersion => ({
  releaseVersionId: crypto.randomUUID(),
  name,
  notes: text,
  videoUrl: null,
  releasedAt,
});

function serve(releases: ReleaseVersion[]) {
  vi.stubGlobal('fetch', (url: string) => {
    const body = url === '/api/v1/bmd/about' ? about : releases;
    return Promise.resolve(
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
    );
  });
}

const renderPage = (path: string) => renderInApp(<InfoPage />, { path });

beforeAll(() => {
  initI18n('en-US');
});

afterEach(() => {
  vi.unstubAllGlobals();
  errorState.dismissGeneric();
});

describe('InfoPage', () => {
  it('shows the about configuration as a description list', async () => {
    serve([]);
    renderPage('/info');
    expect(screen.getByRole('heading', { level: 1, name: 'Information' })).toBeVisible();
    const aboutSection = screen.getByRole('region', { name: 'About' });
    const terms = await within(aboutSection).findAllByRole('term');
    const values = within(aboutSection).getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual([
      'Product',
      'Version',
      'Namespace',
      'Manufacturer',
      'Address',
      'Phone',
      'Unique device identification',
    ]);
    expect(values.map((value) => value.textContent)).toEqual([
      'Sagitta',
      '2.2.0',
      'sagitta',
      'Sagitta Medical Software, Inc.',
      '1200 Harbor View Drive, Suite 400, San Diego, CA 92101',
      '(619) 555 0142',
      '(01)00850031234560(8012)2.2.0',
    ]);
    expect(await screen.findByText('No release notes yet.')).toBeVisible();
  });

  it('links to its three sections', () => {
    serve([]);
    renderPage('/info');
    const nav = screen.getByRole('navigation', { name: 'Information sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#about',
      '#bone-mineral-density',
      '#release-notes',
    ]);
    expect(screen.getByRole('region', { name: 'Bone mineral density' })).toHaveTextContent(
      /never replace, a dual-energy X-ray absorptiometry/,
    );
  });

  it('lists releases newest first and leaves out one whose notes cannot be read', async () => {
    serve([
      release('2.0.0', '2024-01-15T12:00:00.000Z', notes('Calendar')),
      release('2.2.0', '2024-07-01T12:00:00.000Z', notes('Strategy')),
      release('2.1.0', '2024-03-10T12:00:00.000Z', '[{"broken": true}]'),
    ]);
    renderPage('/info');
    const history = screen.getByRole('region', { name: 'Release notes' });
    const articles = await within(history).findAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      '2.2.0',
      '2.0.0',
    ]);
    expect(within(articles[0]!).getByText('Released 07/01/24')).toBeVisible();
    expect(within(articles[0]!).getByText('Strategy')).toBeVisible();
    expect(
      within(articles[0]!).getByRole('img', {
        name: 'Illustration for: A look at the new workspace.',
      }),
    ).toHaveAttribute('src', '/release-media/spine-overview.svg');
    expect(errorState.get().generic).toBe(999);
  });

  it.each(['/info', '/bmd-info'])('serves %s', async (path) => {
    serve([]);
    renderPage(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Information' })).toBeVisible();
    expect(await screen.findByText('No release notes yet.')).toBeVisible();
  });
});
