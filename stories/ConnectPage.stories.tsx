import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConnectPage, FeatureBlock, TechGrid } from '../ui';
import {
  codeUrl,
  description,
  features,
  imageFeature,
  logo,
  poster,
  technologies,
} from './fixtures/connect';

const meta = {
  title: 'Connect/ConnectPage',
  component: ConnectPage,
  tags: ['responsive'],
  args: { logo, poster, description, technologies, codeUrl, features },
} satisfies Meta<typeof ConnectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** One block on its own, with a long heading. */
export const SingleFeature: Story = {
  render: () => (
    <div style={{ padding: 24 }}>
      <FeatureBlock feature={features[2]!} />
    </div>
  ),
};

/** Screenshots can also be image files (say, real screenshots), shown through renderImage. */
export const ImageScreenshots: Story = {
  render: () => (
    <div style={{ padding: 24 }}>
      <FeatureBlock feature={imageFeature} />
    </div>
  ),
};

export const TechOnly: Story = {
  render: () => (
    <div style={{ padding: 24, maxWidth: 600 }}>
      <TechGrid technologies={technologies} />
    </div>
  ),
};

/** The 'Code' link opens the repository in a new tab without giving it the opener. */
export const CodeLinkOpensNewTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Code' });
    await expect(link).toHaveAttribute('href', codeUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
