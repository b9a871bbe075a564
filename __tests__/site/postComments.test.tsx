import { ThemeProvider } from '@emotion/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { ApiError } from '../../src/client/client';
import { getComments } from '../../src/client/comments';
import PostComments from '../../src/sections/post-parts/Comments';
import { theme } from '../../ui';

jest.mock('../../src/client/comments', () => ({
  ...jest.requireActual('../../src/client/comments'),
  getComments: jest.fn(),
}));
const load = getComments as jest.Mock;

function renderComments() {
  return render(
    <Provider>
      <ThemeProvider theme={theme}>
        <PostComments slug="react-useeffect-cleanup" />
      </ThemeProvider>
    </Provider>,
  );
}

let warn: jest.SpyInstance;
beforeEach(() => {
  load.mockReset();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe("a post's comments", () => {
  it('shows loading, then the failure with Try again, then the list', async () => {
    const user = userEvent.setup();
    load
      .mockRejectedValueOnce(new ApiError('Network error: the server could not be reached', 0))
      .mockResolvedValueOnce({ comments: [{ id: 'c1', author: 'priya', text: 'Great read' }] });
    renderComments();
    expect(screen.getByRole('status')).toHaveTextContent('Loading comments...');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The comments could not be loaded. Network error: the server could not be reached',
    );
    expect(screen.queryByText(/No comments yet/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list');
    expect(within(list).getByText('Great read')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("says 'No comments yet' only when the list really is empty", async () => {
    load.mockResolvedValueOnce({ comments: [] });
    renderComments();
    expect(await screen.findByText(/No comments yet/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
