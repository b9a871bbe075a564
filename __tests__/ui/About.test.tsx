import { ThemeProvider } from '@emotion/react';
import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from '../../stories/About.stories';
import { About, theme } from '../../ui';

const { Default, OpenAndClose } = composeStories(stories);

/** Renders a component as the stories do (Storybook merges object args, so no story override). */
const themed = {
  wrapper: ({ children }: { children: React.ReactNode }) => (
    <ThemeProvider theme={theme}>{children}</ThemeProvider>
  ),
};

describe('About', () => {
  it('shows the bio, the tech stack and a download link to the PDF', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { name: 'About Me' })).toBeInTheDocument();
    expect(screen.getByText(/software engineer from Indore/)).toBeInTheDocument();
    expect(screen.getByText('Tech stack:')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download Resume' });
    expect(download).toHaveAttribute('href', '/resume.pdf');
    expect(download).toHaveAttribute('download', 'resume.pdf');
  });

  it('loads the PDF only once the modal is open, and closes on Escape', async () => {
    const user = userEvent.setup();
    const onResumeOpenChange = fn();
    render(<Default onResumeOpenChange={onResumeOpenChange} />);
    expect(screen.queryByTitle('Resume of Aarav Mehta (PDF)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Resume' }));
    const dialog = screen.getByRole('dialog', { name: 'Resume: Aarav Mehta' });
    expect(within(dialog).getByTitle('Resume of Aarav Mehta (PDF)')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onResumeOpenChange).toHaveBeenLastCalledWith({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the bio alone when content has no tech stack and no résumé', () => {
    render(
      <About bio={['Hello.']} ownerName="Ada" resumeOpen={false} onResumeOpenChange={fn()} />,
      themed,
    );
    expect(screen.queryByText('Tech stack:')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Resume' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download Resume' })).not.toBeInTheDocument();
  });

  it('has no axe violations, open or closed', async () => {
    const user = userEvent.setup();
    const { container } = render(<Default />);
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'View Resume' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('About stories', () => {
  it('passes the OpenAndClose play function', async () => {
    await OpenAndClose.run();
    expect(screen.getByRole('button', { name: 'View Resume' })).toBeInTheDocument();
  });
});
