import { mapFeed, UNEXPECTED_FEED, type Feed } from '../mappers/feed';
import { apiBase } from './apiBase';
import { ApiError, apiRequest } from './client';

/**
 * GET /api/feed (our server proxies the photo service or serves the sample feed). Rejects with
 * the spec's messages: 'HTTP error! status: {code}' for a non-OK answer and 'Unexpected data
 * structure' for JSON of the wrong shape.
 */
export async function fetchFeed(signal?: AbortSignal): Promise<Feed> {
  let data: unknown;
  try {
    data = await apiRequest<unknown>('/api/feed', { signal });
  } catch (error) {
    // Our server checks an upstream feed's shape too and answers 502 with the spec's message.
    if (error instanceof ApiError && error.message === UNEXPECTED_FEED) {
      throw new Error(UNEXPECTED_FEED);
    }
    if (error instanceof ApiError && error.status > 0) {
      throw new Error(`HTTP error! status: ${error.status}`);
    }
    throw error;
  }
  return mapFeed(data, apiBase);
}
