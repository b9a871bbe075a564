import { apiRequest } from './client';

/** POST /url { url } -> { shortUrl }: a short address that redirects to `url`. */
export async function shortenUrl(url: string, signal?: AbortSignal): Promise<string> {
  const { shortUrl } = await apiRequest<{ shortUrl?: unknown }>('/url', {
    method: 'POST',
    body: { url },
    signal,
  });
  if (typeof shortUrl !== 'string' || !shortUrl) throw new Error('Failed to shorten URL');
  return shortUrl;
}
