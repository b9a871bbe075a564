import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CloseIcon, IconButton, MenuIcon, MoonIcon } from '../ui';
import { buttonElementArgTypes, pseudoStates } from './fixtures/docs';
import { Padded } from './fixtures/layout';

const states = pseudoStates('button');

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
    ...buttonElementArgTypes,
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

/** Under the pointer: a raised surface behind the icon. */
export const Hover: Story = { parameters: states.hover };

/** Reached with Tab: the focus ring shows around it. */
export const Focused: Story = {
  args: { 'aria-label': 'Open menu', children: icons.menu },
  parameters: states.focus,
};

/** Pressed: the button sinks by a pixel (not under reduced motion). */
export const Active: Story = { parameters: states.active };
