import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountSection } from '../ui';
import { inAccountPage } from './fixtures/accountFrame';

const meta = {
  title: 'Account/AccountSection (card)',
  id: 'account-accountsection',
  component: AccountSection,
  tags: ['card'],
  decorators: [inAccountPage],
  args: {
    title: 'Your data',
    description: 'Everything the site holds about you, as one file.',
    children: <p>The card’s content: a form, a list, a button.</p>,
  },
} satisfies Meta<typeof AccountSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Outlined in the danger colour: deleting the account. */
export const Danger: Story = {
  args: { title: 'Delete my account', tone: 'danger', description: 'This cannot be undone.' },
};
