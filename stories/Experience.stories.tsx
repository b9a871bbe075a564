import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  Experience,
  closedViewer,
  halveDuration,
  type RenderExperienceImage,
  type Swimmer,
  type ViewerState,
} from '../ui';
import { experience, longExperience, openSourceExperience, swimmers } from './fixtures/landing';

/** Holds the viewer and fish state the page would hold. */
function Harness(props: React.ComponentProps<typeof Experience>) {
  const [viewer, setViewer] = useState<ViewerState>(props.viewer);
  const [fish, setFish] = useState<Swimmer[]>(props.swimmers);
  return (
    <Experience
      {...props}
      viewer={viewer}
      swimmers={fish}
      onViewerChange={(change) => {
        props.onViewerChange(change);
        setViewer(change.viewer);
      }}
      onSpeedUp={(change) => {
        props.onSpeedUp(change);
        setFish((all) =>
          all.map((s) => (s.id === change.id ? { ...s, duration: halveDuration(s.duration) } : s)),
        );
      }}
    />
  );
}

const meta = {
  title: 'Landing/Experience',
  component: Experience,
  tags: ['responsive', 'card'],
  render: (args) => <Harness {...args} />,
  args: {
    items: experience,
    viewer: closedViewer,
    onViewerChange: fn(),
    swimmers,
    onSpeedUp: fn(),
    platformSrc: '/landing/platform.svg',
    locale: 'en-US',
  },
} satisfies Meta<typeof Experience>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 3 columns on large screens, 1 on a phone; the current job reads Present. */
export const Many: Story = {};

/**
 * Five entries, as on the site: the last row (2 of 3, or 1 of 2 on tablets) is centred, the
 * cards of a row share one height, and Freelance (no images) ends in a quiet band.
 */
export const Five: Story = { args: { items: [...experience, openSourceExperience] } };

/** Before the entries arrive (and if they never do). */
export const Loading: Story = { args: { items: undefined } };

export const Empty: Story = { args: { items: [] } };

export const One: Story = { args: { items: experience.slice(0, 1) } };

export const LongText: Story = {
  args: { items: [longExperience, ...experience.slice(0, 1)] },
};

/** Dates in another locale's format. */
export const BritishDates: Story = { args: { locale: 'en-GB', items: experience.slice(0, 3) } };

/** The viewer open on the second image of the first entry. */
export const ViewerOpen: Story = {
  args: { viewer: { experienceId: 'nimbus', index: 1 } },
};

/**
 * Images as the site renders them (its Picture component): a box that keeps the aspect ratio
 * and an absolutely positioned <img>, so the box has no size of its own. The viewer must still
 * give the large image room (on the site it once collapsed to 0x0).
 */
const renderResponsivePicture: RenderExperienceImage = (image, { variant, className }) => (
  <span
    className={className}
    style={{
      position: 'relative',
      display: 'block',
      overflow: 'hidden',
      aspectRatio: `${image.width ?? 640} / ${image.height ?? 400}`,
      maxWidth: image.width ?? 640,
    }}
  >
    <img
      src={image.src}
      alt={image.alt}
      width={image.width ?? 640}
      height={image.height ?? 400}
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        objectFit: variant === 'full' ? 'contain' : 'cover',
      }}
    />
  </span>
);

const showsLargePicture: Story['play'] = async ({ canvasElement }) => {
  const page = within(canvasElement.ownerDocument.body);
  const dialog = page.getByRole('dialog', { name: /^Images from/ });
  const box = within(dialog).getByRole('img').getBoundingClientRect();
  await expect(box.width).toBeGreaterThan(100);
  await expect(box.height).toBeGreaterThan(100);
};

export const ViewerOpenResponsivePicture: Story = {
  args: { viewer: { experienceId: 'nimbus', index: 1 }, renderImage: renderResponsivePicture },
  play: showsLargePicture,
};

/** The +N badge opens the viewer at index 2 (the third image). */
export const BadgeOpensAtThird: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Show 3 more images from PixelForge Studios' }),
    );
    await expect(args.onViewerChange).toHaveBeenLastCalledWith({
      viewer: { experienceId: 'pixelforge', index: 2 },
    });
    const dialog = page.getByRole('dialog', { name: 'Images from PixelForge Studios' });
    await expect(within(dialog).getByText('3 / 5')).toBeVisible();
    await expect(within(dialog).getByRole('img', { name: 'Team trip' })).toBeVisible();
  },
};

/** Previous from the first image goes to the last, next from the last back to the first. */
export const ViewerWrapsAround: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: /Open image 1 of 3 from Nimbus Labs/ }),
    );
    const dialog = page.getByRole('dialog', { name: 'Images from Nimbus Labs' });
    await expect(within(dialog).getByText('1 / 3')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    await expect(within(dialog).getByText('3 / 3')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    await expect(within(dialog).getByText('1 / 3')).toBeVisible();
  },
};

/** 'Close modal' (or Escape) closes, resets to index 0 and no selection, and returns focus. */
export const ViewerCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const canvas = within(canvasElement);
    const thumb = canvas.getByRole('button', { name: /Open image 2 of 3 from Nimbus Labs/ });
    await userEvent.click(thumb);
    await userEvent.click(page.getByRole('button', { name: 'Close modal' }));
    await expect(args.onViewerChange).toHaveBeenLastCalledWith({ viewer: closedViewer });
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(thumb).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(page.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Pressing a fish halves its lap time, down to one second. */
export const FishSpeedsUp: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const fish = canvas.getByRole('button', { name: /Speed up the orange fish/ });
    await expect(fish).toHaveAttribute('data-duration', '10');
    await userEvent.click(fish);
    await expect(args.onSpeedUp).toHaveBeenCalledWith({ id: 'orange' });
    await expect(fish).toHaveAttribute('data-duration', '5');
    await expect(fish).toHaveAccessibleName(/one lap in 5 s/);
    for (let i = 0; i < 4; i += 1) await userEvent.click(fish);
    await expect(fish).toHaveAttribute('data-duration', '1');
  },
};
