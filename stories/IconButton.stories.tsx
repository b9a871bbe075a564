import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseIcon, IconButton, MenuIcon, MoonIcon } from '../ui';
import { Padded } from './fixtures/layout';

const icons = { close: <CloseIcon />, menu: <MenuIcon />, moon: <MoonIcon /> };

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  decorators: [
    (Story) => (
      <Padded>
        <Story />
      </Padded>
    ),
  ],
  args: { type: 'button', 'aria-label': 'Close', children: icons.close, onClick: fn() },
  argTypes: {
    children: {
      description: 'The icon (decorative; the `aria-label` names the button).',
      control: 'select',
      options: Object.keys(icons),
      mapping: icons,
    },
    'aria-label': { control: 'text', description: 'The accessible name. Required.' },
  },
  parameters: {
    docs: {
      description: {
        component: `A square, 44 × 44 px button that holds only an icon: close, menu, theme toggle.
Always give it an \`aria-label\`, which is its only name for screen readers and voice control. It
takes every \`<button>\` attribute.

\`\`\`tsx
<IconButton type="button" aria-label="Close" onClick={close}>
  <CloseIcon />
</IconButton>
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Reached with Tab: the focus ring shows around it. */
export const Focused: Story = {
  args: { 'aria-label': 'Open menu', children: icons.menu },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Open menu' })).toHaveFocus();
  },
};
