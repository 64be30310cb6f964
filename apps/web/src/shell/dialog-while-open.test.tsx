import { useState } from 'react';
import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { DialogWhileOpen } from './dialog-while-open';

function Asking() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        onClick={() => {
          setOpened(true);
        }}
      >
        Ask
      </Button>
      <DialogWhileOpen
        opened={opened}
        onClose={() => {
          setOpened(false);
        }}
        title="The question"
      >
        <Button
          onClick={() => {
            setOpened(false);
          }}
        >
          Answer
        </Button>
      </DialogWhileOpen>
    </>
  );
}

describe('a dialog that exists only while open', () => {
  it('is absent while closed, and gives the focus back to where it was', async () => {
    renderInApp(<Asking />);
    const ask = await screen.findByRole('button', { name: 'Ask' });
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(ask);
    const dialog = await screen.findByRole('dialog', { name: 'The question' });
    await waitFor(() => {
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    });

    await userEvent.click(screen.getByRole('button', { name: 'Answer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ask).toHaveFocus();
  });

  it('closes on Escape, the focus back on what opened it', async () => {
    renderInApp(<Asking />);
    const ask = await screen.findByRole('button', { name: 'Ask' });
    ask.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'The question' });

    await userEvent.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(ask).toHaveFocus();
  });
});
