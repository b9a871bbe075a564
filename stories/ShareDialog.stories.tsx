import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShareDialog, type ShareStatus } from '../ui';
import { modalStory } from './fixtures/docs';

const url = 'http://localhost:8000/blog/react-useeffect-cleanup';
const shortUrl = 'http://localhost:8000/s/Xk3p9Q';

/** Opens and fills the dialog like the post page does, with an instant fake shortener. */
function Harness(props: React.ComponentProps<typeof ShareDialog>) {
  const [open, setOpen] = useState(props.open);
  const [short, setShort] = useState(props.shortUrl ?? '');
  const [status, setStatus] = useState<ShareStatus>(props.status ?? 'idle');
  const [copied, setCopied] = useState(props.copied ?? false);
  return (
    <div style={{ minHeight: 520, padding: 24 }}>
      <button type="button" onClick={() => setOpen(true)}>
        Share
      </button>
      <ShareDialog
        {...props}
        open={open}
        shortUrl={short}
        status={status}
        copied={copied}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
        onShorten={(event) => {
          props.onShorten(event);
          setStatus('idle');
          setShort(shortUrl);
        }}
        onCopy={(event) => {
          props.onCopy(event);
          setCopied(true);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Blog/ShareDialog',
  component: ShareDialog,
  tags: ['modal'],
  render: (args) => <Harness {...args} />,
  args: { open: true, url, onClose: fn(), onShorten: fn(), onCopy: fn(), onNativeShare: fn() },
  parameters: modalStory,
} satisfies Meta<typeof ShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Busy: Story = { args: { status: 'busy' } };

export const Shortened: Story = { args: { shortUrl } };

export const Copied: Story = { args: { shortUrl, copied: true } };

/** The error text wraps inside the dialog on a phone. */
export const ShortenError: Story = { args: { status: 'error' }, tags: ['responsive'] };

export const WithNativeShare: Story = { args: { canNativeShare: true } };

/** Shorten, then copy the short address. */
export const ShortenAndCopy: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Shorten URL' }));
    await expect(args.onShorten).toHaveBeenCalledWith({ url });
    await expect(body.getByLabelText('Short address')).toHaveValue(shortUrl);
    await userEvent.click(body.getByRole('button', { name: 'Copy URL' }));
    await expect(args.onCopy).toHaveBeenCalledWith({ url: shortUrl });
    await expect(body.getByRole('button', { name: 'URL Copied!' })).toBeVisible();
  },
};

/** Escape closes it. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('dialog', { name: 'Share this post' });
    await expect(dialog).toBeVisible();
    // The dialog takes focus once its effect has run, after the first paint.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};
