import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Projects } from '../ui';
import { projects } from './fixtures/landing';
import { modalStory } from './fixtures/docs';

function Harness(props: React.ComponentProps<typeof Projects>) {
  const [openId, setOpenId] = useState(props.openId);
  return (
    <Projects
      {...props}
      openId={openId}
      onOpenChange={(change) => {
        props.onOpenChange(change);
        setOpenId(change.id);
      }}
    />
  );
}

/** Named sets for the `projects` control. */
const projectSets = { All: projects, One: projects.slice(0, 1) };

const meta = {
  title: 'Landing/Projects',
  component: Projects,
  tags: ['responsive', 'card'],
  render: (args) => <Harness {...args} />,
  // Eager images so full-page screenshots never catch a card before its image loads.
  args: { projects, openId: null, onOpenChange: fn(), imageLoading: 'eager' },
  argTypes: {
    projects: { control: 'select', options: Object.keys(projectSets), mapping: projectSets },
    openId: {
      control: 'select',
      options: ['None', ...projects.map((project) => project.id)],
      mapping: { None: null },
    },
  },
} satisfies Meta<typeof Projects>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight cards, 3 columns wide. */
export const Many: Story = {};

export const One: Story = { args: { projects: projects.slice(0, 1) } };

export const LongText: Story = {
  args: {
    projects: projects.slice(0, 3).map((p) => ({
      ...p,
      title: `${p.title} with a much longer name than usual`,
      description: `${p.description} `.repeat(4).trim(),
    })),
  },
};

/** Connect's modal: description, detail, 'Link' out and 'Read More' to /connect. */
export const ModalWithRoute: Story = { parameters: modalStory, args: { openId: 'connect' } };

/** DevNotes' modal: no page of its own, so only 'Link'. */
export const ModalWithoutRoute: Story = { parameters: modalStory, args: { openId: 'dev-notes' } };

/** A project with a gif shows the gif in the modal (animated, so not screenshotted). */
export const ModalWithGif: Story = {
  parameters: modalStory,
  args: { openId: 'weather-now' },
  tags: ['no-visual'],
};

/** A card opens its modal, focus stays inside, Escape closes and focus returns to the card. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const canvas = within(canvasElement);
    const card = canvas.getByRole('button', { name: /TaskFlow/ });
    await userEvent.click(card);
    await expect(args.onOpenChange).toHaveBeenCalledWith({ id: 'task-flow' });
    const dialog = page.getByRole('dialog', { name: 'TaskFlow' });
    await expect(within(dialog).getByRole('img')).toHaveAttribute(
      'src',
      '/landing/projects/task-flow.gif',
    );
    await expect(within(dialog).getByRole('link', { name: 'Link' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close project' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close project' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(card).toHaveFocus();
  },
  tags: ['no-visual'],
};
