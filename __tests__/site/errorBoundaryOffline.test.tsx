import { screen } from '@testing-library/react';
import { renderInErrorBoundary } from '../support/errorBoundary';

// The error screen's code as a chunk that cannot be fetched (the network went away, or a new
// deploy removed the old build's files), whether asked for by its folder or its file.
jest.mock('../../ui/ErrorScreen', () => {
  throw new Error('Loading chunk failed.');
});
jest.mock('../../ui/ErrorScreen/ErrorScreen', () => {
  throw new Error('Loading chunk failed.');
});

function Page(): never {
  throw new Error('The post could not be read.');
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('still says what happened, plainly, when the error screen cannot be loaded', async () => {
  renderInErrorBoundary(Page);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
  ).toBeInTheDocument();
  expect(screen.getByText('The post could not be read.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});
