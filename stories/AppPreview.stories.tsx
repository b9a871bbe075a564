import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppPreview, type AppScreen } from '../ui';

const meta = {
  title: 'Connect/AppPreview',
  component: AppPreview,
  args: { screen: 'chat', label: 'A conversation in the #react-devs channel' },
  render: (args) => (
    <div style={{ padding: 24, maxWidth: 288 }}>
      <AppPreview {...args} />
    </div>
  ),
} satisfies Meta<typeof AppPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A channel's thread: others' messages on the left with avatars, yours on the right. */
export const Chat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: 'A conversation in the #react-devs channel' }),
    ).toBeVisible();
  },
};

export const Channels: Story = {
  args: { screen: 'channels', label: 'The list of channels, two with unread messages' },
};

export const Login: Story = {
  args: { screen: 'login', label: 'The log-in screen' },
};

export const Signup: Story = {
  args: { screen: 'signup', label: 'The sign-up screen' },
};

export const CreateChannel: Story = {
  args: { screen: 'create-channel', label: 'The new channel form' },
};

/** The call keeps a dark stage in both themes, as call screens do. */
export const VideoCall: Story = {
  args: { screen: 'video-call', label: 'A video call with four participants' },
};

const screens: AppScreen[] = [
  'login',
  'signup',
  'chat',
  'channels',
  'create-channel',
  'video-call',
];

/** Every screen side by side, two to a row on a phone (the size the Connect page uses there). */
export const AllScreens: Story = {
  tags: ['responsive'],
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 240px))',
        justifyContent: 'center',
        gap: 16,
        padding: 16,
        justifyItems: 'center',
      }}
    >
      {screens.map((screen) => (
        <AppPreview key={screen} screen={screen} label={`The ${screen} screen`} />
      ))}
    </div>
  ),
};
