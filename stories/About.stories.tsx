import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { About } from '../ui';
import { about, owner } from './fixtures/landing';
import { modalStory } from './fixtures/docs';

function Harness(props: React.ComponentProps<typeof About>) {
  const [open, setOpen] = useState(props.resumeOpen);
  return (
    <About
      {...props}
      resumeOpen={open}
      onResumeOpenChange={(change) => {
        props.onResumeOpenChange(change);
        setOpen(change.open);
      }}
    />
  );
}

const meta = {
  title: 'Landing/About',
  component: About,
  tags: ['responsive'],
  render: (args) => <Harness {...args} />,
  args: {
    bio: about.bio,
    techStack: about.techStack,
    ownerName: owner.name,
    resumeUrl: '/resume.pdf',
    resumeOpen: false,
    onResumeOpenChange: fn(),
  },
} satisfies Meta<typeof About>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongBio: Story = {
  args: {
    bio: [...about.bio, 'I also enjoy teaching. '.repeat(20)],
    techStack: `${about.techStack}, ${about.techStack}`,
  },
};

/** The modal embeds the PDF only while open (the document itself is not screenshotted). */
export const ResumeOpen: Story = {
  parameters: modalStory,
  args: { resumeOpen: true },
  tags: ['no-visual'],
};

/** 'View Resume' opens the modal with the embedded PDF; 'Close resume' closes it. */
export const OpenAndClose: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const canvas = within(canvasElement);
    await expect(canvas.queryByTitle(/Resume of/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'View Resume' }));
    await expect(args.onResumeOpenChange).toHaveBeenCalledWith({ open: true });
    const dialog = page.getByRole('dialog', { name: 'Resume: Aarav Mehta' });
    await expect(within(dialog).getByTitle('Resume of Aarav Mehta (PDF)')).toHaveAttribute(
      'src',
      '/resume.pdf',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close resume' }));
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'View Resume' })).toHaveFocus();
  },
};
