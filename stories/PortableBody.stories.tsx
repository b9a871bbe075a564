import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PortableBody } from '../ui';
import { body, figureBody, invalidVideoBody, linksBody } from './fixtures/blog';
import { tocBody } from './fixtures/toc';

/** Holds copied/loaded state like the post page (without the 3 s timer, for stable shots). */
function Harness(props: React.ComponentProps<typeof PortableBody>) {
  const [copiedKey, setCopiedKey] = useState(props.copiedKey ?? null);
  const [copiedLinkId, setCopiedLinkId] = useState(props.copiedLinkId ?? null);
  return (
    <div style={{ maxWidth: 760, margin: '0 auto', padding: 24 }}>
      <PortableBody
        {...props}
        copiedKey={copiedKey}
        onCopyCode={(event) => {
          props.onCopyCode?.(event);
          setCopiedKey(event.key);
        }}
        copiedLinkId={copiedLinkId}
        onCopyLink={(event) => {
          props.onCopyLink?.(event);
          setCopiedLinkId(event.id);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Blog/PortableBody',
  component: PortableBody,
  tags: ['responsive'],
  render: (args) => <Harness {...args} />,
  args: { value: body, onCopyCode: fn(), onLoadVideo: fn(), onCopyLink: fn() },
} satisfies Meta<typeof PortableBody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headings, inline marks, lists, a link, highlighted code, a video facade; the unknown block renders nothing. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'What the cleanup function is for' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Synchronizing with Effects' })).toBeVisible();
    await expect(canvas.queryByText('A block type from a newer schema.')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Play video' })).toBeVisible();
  },
};

export const CodeCopied: Story = { args: { copiedKey: 'code1' } };

/** Pressing Copy reports the code and shows 'copied to clipboard'. */
export const CopyCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Copy code of src/hooks/useWindowWidth.ts' }),
    );
    await expect(args.onCopyCode).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'code1', code: expect.stringContaining('useWindowWidth') }),
    );
    await expect(canvas.getByText('copied to clipboard')).toBeVisible();
  },
};

export const InvalidVideo: Story = {
  args: { value: invalidVideoBody },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Invalid YouTube URL')).toBeVisible();
  },
};

/** The facade asks for the player; nothing loads from YouTube until then. */
export const PlayVideo: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Play video' }));
    await expect(args.onLoadVideo).toHaveBeenCalledWith({ key: 'yt1', videoId: 'Tn6-PIqc4UM' });
  },
};

/**
 * Sections and subsections: each heading has an id, a link to itself and a copy-link button
 * (shown with the pointer or keyboard focus where a pointer hovers, always on touch screens).
 */
export const Headings: Story = { args: { value: tocBody } };

/** A section's link was just copied: 'Link copied' in the space above its heading. */
export const LinkCopied: Story = {
  args: { value: tocBody, copiedLinkId: 'three-cleanups-i-write-all-the-time' },
};

/** The copy-link button reports the heading's id and the body says 'Link copied'. */
export const CopyLink: Story = {
  args: { value: tocBody },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Copy link to section A quick checklist' }),
    );
    await expect(args.onCopyLink).toHaveBeenCalledWith({ id: 'a-quick-checklist' });
    await expect(canvas.getByText('Link copied')).toBeVisible();
  },
};

/** Pictures (`figure` blocks) as wide as the text, with a caption when they have one. */
export const Figures: Story = {
  args: { value: figureBody },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', {
        name: 'A flame chart with one long task split into four short ones',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Before and after: the long task is gone.')).toBeVisible();
    await expect(canvas.getAllByRole('figure')).toHaveLength(2);
  },
};

/** Only http(s), mailto:, paths and #anchors are links; a `javascript:` or `data:` one is text. */
export const Links: Story = {
  tags: ['no-visual'],
  args: { value: linksBody },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'MDN' })).toBeVisible();
    await expect(canvas.getByText('a script link')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'a script link' })).toBeNull();
  },
};
