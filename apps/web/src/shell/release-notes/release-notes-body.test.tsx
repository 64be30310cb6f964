import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReleaseNotes } from '@sagitta/domain';
import { initI18n } from '../../lib/i18n';
import { ReleaseNotesBody } from './release-notes-body';

const notes: ReleaseNotes = [
  {
    listMarker: 'A.',
    title: 'A new workspace',
    subnotes: [
      {
        description: 'The navigation bar and the patient file, side by side.',
        indentType: 'single',
        media: [
          {
            type: 'image',
            identifier: 'spine-overview.svg',
            styleProperties: { width: '320px', maxWidth: '100%', backgroundImage: 'url(x)' },
          },
        ],
      },
      {
        description: 'Measurements sit next to the images.',
        indentType: 'double',
        media: [
          {
            type: 'video',
            identifier: 'measurements.mp4',
            styleProperties: { height: 'calc(1px)' },
          },
        ],
      },
    ],
  },
  { listMarker: 'B.', title: 'Faster start-up', subnotes: [] },
];

beforeAll(() => {
  initI18n('en-US');
});

describe('ReleaseNotesBody', () => {
  function renderBody() {
    render(
      <MantineProvider env="test">
        <ReleaseNotesBody notes={notes} />
      </MantineProvider>,
    );
  }

  it('lists the main notes in order with their markers', () => {
    renderBody();
    const titles = screen.getAllByText(/A new workspace|Faster start-up/);
    expect(titles.map((title) => title.textContent)).toEqual([
      'A.A new workspace',
      'B.Faster start-up',
    ]);
  });

  it('indents subnotes by one or two levels', () => {
    renderBody();
    const single = screen.getByText(/side by side/).closest('li');
    const double = screen.getByText(/next to the images/).closest('li');
    expect(single).toHaveAttribute('data-indent-level', '1');
    expect(double).toHaveAttribute('data-indent-level', '2');
    expect(double).toHaveStyle({ marginInlineStart: '1.5rem' });
  });

  it('shows images with their description as alternative text, sized by the note', () => {
    renderBody();
    const image = screen.getByRole('img', {
      name: 'Illustration for: The navigation bar and the patient file, side by side.',
    });
    expect(image).toHaveAttribute('src', '/release-media/spine-overview.svg');
    expect(image).toHaveStyle({ width: '320px', maxWidth: '100%' });
    expect(image.getAttribute('style')).not.toContain('url(');
  });

  it('shows videos with controls and an accessible label, ignoring a non-length size', () => {
    renderBody();
    const video = screen.getByLabelText('Video for: Measurements sit next to the images.');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('src', '/release-media/measurements.mp4');
    expect(video.getAttribute('style')).not.toContain('calc');
  });
});
