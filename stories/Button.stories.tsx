import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button, MailIcon } from '../ui';
import { buttonElementArgTypes, pseudoStates } from './fixtures/docs';
import { Padded } from './fixtures/layout';

const states = pseudoStates('button');

const meta = {
  title: 'Primitives/Button',
  component: Button,
  decorators: [
    (Story) => (
      <Padded>
        <Story />
      </Padded>
    ),
  ],
  args: { children: 'Send message', type: 'button', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['solid', 'outline', 'ghost'] },
    children: { control: 'text' },
    ...buttonElementArgTypes,
  },
  parameters: {
    docs: {
      description: {
        component: `The site's button. Pick the look with \`variant\`: **solid** for the one main action
of a view (Send, Sign in), **outline** for a second action beside it, **ghost** for quiet actions
in toolbars and menus. It is a real \`<button>\`: set \`type="button"\` unless it submits a form.
For an icon without text use \`IconButton\`; for navigation use \`Link\`.

\`\`\`tsx
<Button onClick={send}>Send message</Button>
<Button variant="outline" onClick={cancel}>Cancel</Button>
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main action: filled with the accent colour. */
export const Solid: Story = {};

/** A second action beside a solid one. */
export const Outline: Story = { args: { variant: 'outline', children: 'Cancel' } };

/** A quiet action in a toolbar or menu. */
export const Ghost: Story = { args: { variant: 'ghost', children: 'Sign out' } };

/** An icon before the label; the label names the button. */
export const WithIcon: Story = {
  args: {
    children: (
      <>
        <MailIcon size={20} /> Email me
      </>
    ),
  },
  argTypes: { children: { control: false } },
};

/** Disabled: dimmed, not clickable, out of the tab order. */
export const Disabled: Story = { args: { disabled: true } };

/** Under the pointer: the solid button darkens. */
export const Hover: Story = { parameters: states.hover };

/** Reached with Tab: the focus ring shows around it. (Keyboard focus is tested in Jest.) */
export const Focused: Story = { parameters: states.focus };

/** Pressed: the button sinks by a pixel (not under reduced motion). */
export const Active: Story = { parameters: states.active };
