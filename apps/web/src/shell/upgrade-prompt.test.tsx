import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { UpgradePrompt } from './upgrade-prompt';

describe('the upgrade prompt', () => {
  it("asks to upgrade to tier 3 and says 'No exams' (seed §6)", async () => {
    renderInApp(<UpgradePrompt feature="SURGICAL_PLAN" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Upgrade to tier 3');
    expect(screen.getByText('No exams')).toBeInTheDocument();
  });
});
