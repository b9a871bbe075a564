import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorScreen } from '../ui';

const meta = {
  title: 'Blog/ErrorScreen',
  component: ErrorScreen,
  tags: ['responsive'],
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The error boundary's screen. */
export const Unexpected: Story = {
  args: {
    message: 'Something went wrong while showing this page.',
    detail: "Cannot read properties of undefined (reading 'title')",
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The 404 page. */
export const NotFound: Story = {
  args: {
    code: '404',
    title: 'Page not found',
    message: 'The page you were looking for does not exist or has moved.',
    links: [
      { label: 'Go to the home page', href: '/' },
      { label: 'Read the blog', href: '/blog' },
    ],
  },
};
