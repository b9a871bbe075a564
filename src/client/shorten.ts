import type { ShortenBody, ShortenResponse } from '../../shared/schemas';
import { apiRequest } from './client';

/** POST /url { url } -> { shortUrl }: a short address that redirects to `url`. */
export async function shortenUrl(url: string, signal?: AbortSignal): Promise<string> {
  const body: ShortenBody = { url };
  // The answer is still checked: a proxy or an old server may send something else.
  const { shortUrl } = await apiRequest<Partial<ShortenResponse>>('/url', {
    method: 'POST',
    body,
    signal,
  });
  if (typeof shortUrl !== 'string' || !shortUrl) throw new Error('Failed to shorten URL');
  return shortUrl;
}
