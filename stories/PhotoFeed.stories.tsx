import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PhotoFeed } from '../ui';
import {
  albumPost,
  imagePost,
  longCaptionPost,
  manyPosts,
  mixedPosts,
  profile,
  profileUrl,
  videoPost,
} from './fixtures/feed';
import { modalStory } from './fixtures/docs';

/** Holds visible count, open post and album index, as the /insta page does. */
function Harness(props: React.ComponentProps<typeof PhotoFeed>) {
  const [visibleCount, setVisibleCount] = useState(props.visibleCount ?? 6);
  const [openPostId, setOpenPostId] = useState(props.openPostId);
  const [carouselIndex, setCarouselIndex] = useState(props.carouselIndex ?? 0);
  return (
    <PhotoFeed
      {...props}
      visibleCount={visibleCount}
      openPostId={openPostId}
      carouselIndex={carouselIndex}
      onLoadMore={(change) => {
        props.onLoadMore(change);
        setVisibleCount(change.visibleCount);
      }}
      onOpenPostChange={(change) => {
        props.onOpenPostChange(change);
        setOpenPostId(change.id);
        setCarouselIndex(0);
      }}
      onCarouselIndexChange={(change) => {
        props.onCarouselIndexChange(change);
        setCarouselIndex(change.index);
      }}
    />
  );
}

const meta = {
  title: 'Feed/PhotoFeed',
  component: PhotoFeed,
  tags: ['responsive'],
  render: (args) => <Harness {...args} />,
  args: {
    status: 'ready',
    profile,
    profileUrl,
    posts: manyPosts,
    openPostId: null,
    // Screenshots must not depend on video frames or lazy loading.
    autoPlay: false,
    lazyImages: false,
    onLoadMore: fn(),
    onRetry: fn(),
    onOpenPostChange: fn(),
    onCarouselIndexChange: fn(),
  },
} satisfies Meta<typeof PhotoFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading', posts: [] } };

/** What the page has while the feed failed: no profile, no posts. */
const failed = {
  status: 'error',
  posts: [],
  profile: undefined,
  profileUrl: undefined,
} satisfies Story['args'];

export const HttpError: Story = {
  args: { ...failed, errorMessage: 'HTTP error! status: 500' },
};

export const UnexpectedData: Story = {
  args: { ...failed, errorMessage: 'Unexpected data structure' },
};

/** The error state explains itself and offers 'Try again', which asks the page to refetch. */
export const RetryAfterError: Story = {
  tags: ['no-visual'],
  args: { ...failed, errorMessage: 'Network error: the server could not be reached' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'The photos could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Error: Network error: the server could not be reached',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = { args: { posts: [] } };

export const OnePost: Story = { args: { posts: [imagePost] } };

/** A bare array feed: no handle, no avatar. */
export const NoProfile: Story = {
  args: { posts: [imagePost, longCaptionPost], profile: { username: '', profilePictureUrl: '' } },
};

export const Many: Story = {};

export const AllLoaded: Story = { args: { visibleCount: 12 } };

export const WithVideo: Story = { args: { posts: [videoPost, imagePost, albumPost] } };

export const ModalImage: Story = {
  parameters: modalStory,
  args: { posts: [longCaptionPost], openPostId: longCaptionPost.id },
};

/** An album open on its second picture. */
export const ModalAlbum: Story = {
  parameters: modalStory,
  args: { posts: [albumPost], openPostId: albumPost.id, carouselIndex: 1 },
};

export const ModalVideo: Story = {
  parameters: modalStory,
  args: { posts: [videoPost], openPostId: videoPost.id },
};

/** The modal asked for a post the feed does not hold: it says so instead of opening blank. */
export const ModalWithoutContent: Story = {
  parameters: modalStory,
  args: { posts: [imagePost], openPostId: 'no-such-post' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Post' });
    await expect(within(dialog).getByText('No content to display')).toBeVisible();
  },
};

/** 'Load More' adds six (here the last four) and then disappears. */
export const LoadMore: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await expect(args.onLoadMore).toHaveBeenCalledWith({ visibleCount: 10 });
    await expect(canvas.getAllByRole('article')).toHaveLength(10);
    await expect(canvas.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  },
};

/** Open a post, read the 30-character caption, close with Escape; focus goes back. */
export const OpenAndClose: Story = {
  args: { posts: [longCaptionPost, imagePost] },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const canvas = within(canvasElement);
    const opener = canvas.getAllByRole('button', { name: 'Open post' })[0]!;
    await userEvent.click(opener);
    await expect(args.onOpenPostChange).toHaveBeenCalledWith({ id: longCaptionPost.id });
    const dialog = await page.findByRole('dialog', { name: 'Post' });
    await expect(within(dialog).getByText('Hackathon weekend recap: 24 ho...')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Album previous/next wrap around both ends. */
export const AlbumWrap: Story = {
  parameters: modalStory,
  args: { posts: [albumPost], openPostId: albumPost.id },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Post' });
    const inDialog = within(dialog);
    await expect(inDialog.getByText('1 / 3')).toBeVisible();
    await userEvent.click(inDialog.getByRole('button', { name: 'Previous media' }));
    await expect(inDialog.getByText('3 / 3')).toBeVisible();
    await expect(inDialog.getByRole('img')).toHaveAttribute('src', '/feed/post-3-3.webp');
    await userEvent.click(inDialog.getByRole('button', { name: 'Next media' }));
    await expect(inDialog.getByText('1 / 3')).toBeVisible();
  },
};

/** Video buttons say what they will do and toggle. */
export const VideoButtons: Story = {
  tags: ['no-visual'],
  args: { posts: mixedPosts },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getAllByRole('article')[0]!;
    const inPost = within(first);
    await userEvent.click(inPost.getByRole('button', { name: 'Unmute video' }));
    await expect(inPost.getByRole('button', { name: 'Mute video' })).toBeVisible();
    await userEvent.click(inPost.getByRole('button', { name: 'Mute video' }));
    await expect(inPost.getByRole('button', { name: 'Unmute video' })).toBeVisible();
  },
};
