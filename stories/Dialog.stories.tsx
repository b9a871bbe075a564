import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, Stack } from '../ui';

/** Holds `open` like a page does: the button opens the dialog, closing it calls `onClose`. */
function Harness(props: React.ComponentProps<typeof Dialog>) {
  const [open, setOpen] = useState(props.open);
  return (
    <div style={{ minHeight: 480, padding: 24 }}>
      <Button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Dialog
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </div>
  );
}

const body = (
  <Stack gap={4}>
    <p style={{ margin: 0 }}>The draft and its images are removed for good.</p>
    <Stack direction="horizontal" gap={3} justify="end">
      <Button type="button" variant="outline">
        Keep it
      </Button>
      <Button type="button">Delete</Button>
    </Stack>
  </Stack>
);

const meta = {
  // The name designers search for is in the title; the id keeps story ids (and baselines) stable.
  title: 'Primitives/Dialog (modal)',
  id: 'primitives-dialog',
  component: Dialog,
  tags: ['modal', 'popup'],
  render: (args) => <Harness {...args} />,
  args: { open: true, title: 'Delete this draft?', children: body, onClose: fn() },
  argTypes: {
    children: { control: false },
    title: { control: 'text' },
    initialFocus: { control: false },
  },
  parameters: {
    docs: {
      // An open modal locks the page's scrolling and keeps focus: each story gets its own frame.
      story: { inline: false, height: '480px' },
      description: {
        component: `The modal every dialog on the site is built on (share, resume, project details,
errors). It is fully controlled: render it with \`open\` and close it in \`onClose\`, which Escape,
a click on the backdrop and the close button call. While open, focus stays inside and the page
behind does not scroll; on close, focus returns where it was. Give it a \`title\` (or a \`label\`
when there is no visible heading); use \`role="alertdialog"\` for an error that needs acknowledging.

\`\`\`tsx
<Dialog open={open} onClose={() => setOpen(false)} title="Delete this draft?">
  …
</Dialog>
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, with a visible title that names it. */
export const Open: Story = {};

/** A wide panel for rich content (a project's details, a document). */
export const Large: Story = { args: { size: 'large' } };

/** An error that needs acknowledging: role alertdialog, named by its title. */
export const Alert: Story = {
  args: {
    role: 'alertdialog',
    title: 'Something went wrong',
    children: <p style={{ margin: 0 }}>The message could not be sent. Try again in a minute.</p>,
  },
};

/** Opened with nothing to show, it says so instead of showing an empty panel. */
export const NoContent: Story = { args: { title: undefined, label: 'Details', children: null } };

/** Escape closes it and focus goes back to the button that opened it. */
export const EscapeCloses: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = page.getByRole('dialog', { name: 'Delete this draft?' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
    await expect(page.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};
