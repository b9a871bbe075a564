import { mapFeed, type Feed } from '../mappers/feed';
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
    if (error instanceof ApiError && error.status > 0) {
      throw new Error(`HTTP error! status: ${error.status}`);
    }
    throw error;
  }
  return mapFeed(data);
}
