import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminShell, InboxList, type AdminTab } from '../ui';
import { inboxMessages, owner } from './fixtures/admin';
import { inAdminPage } from './fixtures/adminFrame';

/** Holds the selected tab like /admin does. */
function Harness(props: React.ComponentProps<typeof AdminShell>) {
  const [tab, setTab] = useState<AdminTab>(props.selected);
  return (
    <AdminShell
      {...props}
      selected={tab}
      onSelect={(change) => {
        props.onSelect(change);
        setTab(change.tab);
      }}
    >
      {props.children ?? <p>The {tab} panel.</p>}
    </AdminShell>
  );
}

const meta = {
  title: 'Admin/AdminShell',
  component: AdminShell,
  tags: ['responsive'],
  decorators: [inAdminPage],
  render: (args) => <Harness {...args} />,
  args: { user: owner, selected: 'overview', onSelect: fn() },
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {};

/** Count badges: unread messages, hidden comments. A badge of 0 is not shown. */
export const WithBadges: Story = {
  args: {
    selected: 'inbox',
    badges: {
      comments: { count: 2, label: 'hidden' },
      inbox: { count: 1, label: 'unread' },
      builds: { count: 0, label: 'failed' },
    },
    children: <InboxList messages={inboxMessages} onReadChange={fn()} onHandledChange={fn()} />,
  },
};

/** Arrow keys move along the tabs (wrapping), Home and End jump; each selects its tab. */
export const KeyboardTabs: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelect).toHaveBeenLastCalledWith({ tab: 'comments' });
    await expect(canvas.getByRole('tab', { name: 'Comments' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Comments' })).toHaveTextContent(
      'The comments panel.',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Builds' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
  },
};
