import userEvent from '@testing-library/user-event';

/** Replaces what a field holds, as pasting would (typing each character is slow in jsdom). */
export async function enterText(field: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}
