import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClapButton } from '../ui';

/** Holds the count and highlight like the post page does (highlight cleared after 1 s). */
function Harness(props: React.ComponentProps<typeof ClapButton>) {
  const [count, setCount] = useState(props.count);
  const [highlighted, setHighlighted] = useState(props.highlighted ?? false);
  return (
    <div style={{ padding: 24 }}>
      <ClapButton
        {...props}
        count={count}
        highlighted={highlighted}
        onClap={(event) => {
          props.onClap(event);
          setCount(event.count);
          setHighlighted(true);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Blog/ClapButton',
  component: ClapButton,
  render: (args) => <Harness {...args} />,
  args: { count: 128, onClap: fn() },
} satisfies Meta<typeof ClapButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Highlighted: Story = { args: { highlighted: true, count: 129 } };

export const Zero: Story = { args: { count: 0 } };

/** Each press adds one to the count and highlights the button. */
export const ClapThreeTimes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Clap for this post, 128 claps' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(args.onClap).toHaveBeenCalledTimes(3);
    await expect(args.onClap).toHaveBeenLastCalledWith({ count: 131 });
    await expect(canvas.getByRole('status')).toHaveTextContent('131');
    await expect(button).toHaveAttribute('data-highlighted', 'true');
    await expect(button).toHaveAccessibleName('Clap for this post, 131 claps');
  },
};
