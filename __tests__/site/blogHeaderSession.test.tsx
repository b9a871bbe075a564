import { navigate } from 'gatsby';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlogSiteHeader } from '../../src/components/BlogSiteHeader';
import { Root } from '../../src/components/Root';

jest.mock('gatsby', () =>
  jest
    .requireActual<typeof import('../support/siteSettings')>('../support/siteSettings')
    .gatsbyMock(),
);

const stored = { message: 'ok', user: { userId: 'u1', username: 'priya', email: 'p@x.io' } };

const renderHeader = () =>
  render(
    <Root>
      <BlogSiteHeader />
    </Root>,
  );

beforeEach(() => {
  localStorage.clear();
  jest.mocked(navigate).mockReset();
});

it('shows Login to a reader with no stored session', () => {
  renderHeader();
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
});

it("shows a signed-in reader's menu in place of Login, and logs out from it", async () => {
  localStorage.setItem('user', JSON.stringify(stored));
  global.fetch = jest.fn().mockResolvedValue({
    ok: true,
    status: 200,
    statusText: 'OK',
    text: async () => '{"message":"Logged out"}',
  }) as unknown as typeof fetch;
  const user = userEvent.setup();
  renderHeader();
  const menu = await screen.findByRole('button', { name: /priya/ });
  expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  await user.click(menu);
  await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
  await waitFor(() => expect(jest.mocked(navigate)).toHaveBeenCalledWith('/login'));
  expect(localStorage.getItem('user')).toBeNull();
});
