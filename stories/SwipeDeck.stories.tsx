import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SwipeDeck, type SwipeCard } from '../ui';

const cards: SwipeCard[] = [{ id: 'one' }, { id: 'two' }, { id: 'three' }];

/** Holds the index, as the /projects page does. */
function Harness(props: React.ComponentProps<typeof SwipeDeck>) {
  const [index, setIndex] = useState(props.index);
  return (
    <SwipeDeck
      {...props}
      index={index}
      onSwipe={(swipe) => {
        props.onSwipe(swipe);
        setIndex(swipe.index + 1);
      }}
      onRestart={() => {
        props.onRestart();
        setIndex(0);
      }}
    />
  );
}

const meta = {
  title: 'Projects/SwipeDeck',
  component: SwipeDeck,
  tags: ['responsive'],
  render: (args) => <Harness {...args} />,
  args: { cards, index: 0, onSwipe: fn(), onRestart: fn() },
} satisfies Meta<typeof SwipeDeck>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullStack: Story = {};

export const LastCard: Story = { args: { index: 2 } };

export const Finished: Story = { args: { index: 3 } };

/** Arrow keys on the focused stack send cards away; after the last, 'Start again'. */
export const KeyboardThrough: Story = {
  args: { exitDuration: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const stack = canvas.getByRole('group', { name: 'Projects cards' });
    stack.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByText('Card 2 of 3')).toBeVisible());
    await expect(args.onSwipe).toHaveBeenCalledWith({ index: 0, direction: 'right' });
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.click(canvas.getByRole('button', { name: 'Swipe right' }));
    await waitFor(() => expect(canvas.getByText('No cards left')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Start again' }));
    await expect(args.onRestart).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Card 1 of 3')).toBeVisible();
  },
};

/** A drag of 150 px sends the card away; 60 px springs back. */
export const DragPastThreshold: Story = {
  args: { exitDuration: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('img', { name: 'Card 1' });
    const drag = async (dx: number) => {
      const target = canvas.getByRole('img');
      await userEvent.pointer([
        { keys: '[MouseLeft>]', target, coords: { clientX: 200, clientY: 200 } },
        { target, coords: { clientX: 200 + dx / 2, clientY: 200 } },
        { target, coords: { clientX: 200 + dx, clientY: 200 } },
        { keys: '[/MouseLeft]', target, coords: { clientX: 200 + dx, clientY: 200 } },
      ]);
    };
    await drag(-60);
    await expect(args.onSwipe).not.toHaveBeenCalled();
    await expect(card).toBeInTheDocument();
    await drag(-150);
    await waitFor(() => expect(args.onSwipe).toHaveBeenCalledWith({ index: 0, direction: 'left' }));
    await expect(canvas.getByRole('img', { name: 'Card 2' })).toBeInTheDocument();
  },
};
