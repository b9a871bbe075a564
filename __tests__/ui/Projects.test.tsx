import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from '../../stories/Projects.stories';

const { Many, OpenAndClose } = composeStories(stories);

describe('Projects', () => {
  it('shows eight project cards', () => {
    render(<Many />);
    expect(screen.getByRole('heading', { name: 'Projects' })).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('button')).toHaveLength(8);
  });

  it('opens Connect with its detail, Link out and Read More to /connect', async () => {
    const user = userEvent.setup();
    render(<Many />);
    await user.click(screen.getByRole('button', { name: /Connect/ }));
    const dialog = screen.getByRole('dialog', { name: 'Connect' });
    expect(within(dialog).getByText(/instant group chat/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Socket.IO and WebRTC/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Link' })).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('link', { name: 'Read More about Connect' })).toHaveAttribute(
      'href',
      '/connect',
    );
  });

  it('uses every link label: Link, Download APK, Visit and visit, with no route button', async () => {
    const user = userEvent.setup();
    render(<Many />);
    const seen = new Set<string>();
    for (const title of ['CampusCart', 'WeatherNow', 'ShopLite', 'DevNotes']) {
      await user.click(screen.getByRole('button', { name: new RegExp(title) }));
      const dialog = screen.getByRole('dialog', { name: title });
      const links = within(dialog).getAllByRole('link');
      expect(links).toHaveLength(1);
      seen.add(links[0]!.textContent ?? '');
      await user.click(within(dialog).getByRole('button', { name: 'Close project' }));
    }
    expect([...seen].sort()).toEqual(['Download APK', 'Link', 'Visit', 'visit']);
  });

  it('shows the image, or the gif when there is one', async () => {
    const user = userEvent.setup();
    render(<Many />);
    await user.click(screen.getByRole('button', { name: /DevNotes/ }));
    expect(within(screen.getByRole('dialog')).getByRole('img')).toHaveAttribute(
      'src',
      '/landing/projects/dev-notes.svg',
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /WeatherNow/ }));
    expect(within(screen.getByRole('dialog')).getByRole('img')).toHaveAttribute(
      'src',
      '/landing/projects/weather-now.gif',
    );
  });

  it('has no axe violations, with and without the modal', async () => {
    const user = userEvent.setup();
    const { container } = render(<Many />);
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: /Connect/ }));
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('Projects stories', () => {
  it('passes the OpenAndClose play function', async () => {
    await OpenAndClose.run();
    expect(screen.getAllByRole('button', { name: /TaskFlow/ }).length).toBeGreaterThan(0);
  });
});
