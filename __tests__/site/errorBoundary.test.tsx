import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInErrorBoundary } from '../support/errorBoundary';

let broken = true;

/** A page that throws while it renders, until `broken` is cleared. */
function Page() {
  if (broken) throw new Error('The post could not be read.');
  return <p>The post</p>;
}

/** Keeps React's and the boundary's logging of the expected error out of the test output. */
beforeEach(() => {
  broken = true;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

it('shows the error screen, with the error and a way out, when a page throws', async () => {
  renderInErrorBoundary(Page);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
  ).toBeInTheDocument();
  expect(screen.getByText('The post could not be read.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/blog');
});

it('renders the page again on Try again', async () => {
  const user = userEvent.setup();
  renderInErrorBoundary(Page);
  const retry = await screen.findByRole('button', { name: 'Try again' });
  broken = false;
  await user.click(retry);
  expect(screen.getByText('The post')).toBeInTheDocument();
});
