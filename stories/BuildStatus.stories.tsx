import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BuildStatus } from '../ui';
import { builds, queuedBuild } from './fixtures/admin';
import { inAdminPage } from './fixtures/adminFrame';

const meta = {
  title: 'Admin/BuildStatus',
  component: BuildStatus,
  tags: ['responsive'],
  decorators: [inAdminPage],
  args: { enabled: true, builds, onRebuild: fn(), onRetry: fn() },
} satisfies Meta<typeof BuildStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Running, failed (its error; the log's last lines behind a disclosure) and done builds. */
export const Builds: Story = {};

export const Queued: Story = { args: { builds: [queuedBuild, ...builds.slice(1)] } };

/** A failed build with its log open. */
export const FailedLogOpen: Story = {
  args: { builds: builds.slice(1, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Last lines of its log'));
    await expect(canvas.getByText(/Cannot query field "coverAlt"/)).toBeVisible();
  },
};

/** A server that does not build: 'Rebuild now' is disabled and the reason shown. */
export const BuildsOff: Story = { args: { enabled: false, builds: [] } };

export const Requesting: Story = { args: { requesting: true } };

export const RebuildFailed: Story = {
  args: { rebuildError: 'The build could not be requested: the server could not be reached.' },
};

export const Loading: Story = { args: { builds: [], loading: true } };

export const Empty: Story = { args: { builds: [] } };

export const LoadFailed: Story = {
  args: { builds: [], error: 'The server answered 500.' },
};
