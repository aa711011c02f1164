import type { StoryContext } from '@storybook/react-vite';

/**
 * Story play function for invalid states: presses the inactive Submit
 * button, which reveals every field error and opens the missing-fields
 * popover.
 */
export async function showMissingFields({ canvas, userEvent }: StoryContext): Promise<void> {
  const submit = await canvas.findByRole('button', { name: 'Submit' });
  await userEvent.click(submit);
}
