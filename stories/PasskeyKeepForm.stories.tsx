import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasskeyKeepForm } from '../ui';
import { accountMessages, passkeys } from './fixtures/account';
import { onLinkPage } from './fixtures/accountFrame';

function Harness(props: React.ComponentProps<typeof PasskeyKeepForm>) {
  const [ids, setIds] = useState(props.keepIds);
  return (
    <PasskeyKeepForm
      {...props}
      keepIds={ids}
      onKeepIdsChange={(change) => {
        props.onKeepIdsChange(change);
        setIds(change.ids);
      }}
    />
  );
}

const meta = {
  title: 'Account/PasskeyKeepForm',
  component: PasskeyKeepForm,
  tags: ['responsive', 'form'],
  decorators: [onLinkPage],
  render: (args) => <Harness {...args} />,
  args: {
    'aria-label': 'Passkeys to keep',
    passkeys,
    keepIds: [],
    onKeepIdsChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof PasskeyKeepForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const laptop = passkeys[0]?.id ?? '';

/** Right after the reset: none ticked, so the button removes them all. */
export const NoneChosen: Story = {};

export const OneChosen: Story = { args: { keepIds: [laptop] } };

export const Busy: Story = { args: { keepIds: [laptop], busy: true } };

/** Too late, or chosen already in another tab. */
export const TooLate: Story = { args: { keepIds: [laptop], error: accountMessages.keepTooLate } };

export const KeepOne: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Work laptop' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Keep this passkey' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ids: [laptop] });
  },
};
