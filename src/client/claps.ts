import type { Claps } from '../../shared/schemas';
import { apiRequest } from './client';

export type ClapsResponse = Claps;

/** Largest increment one POST may carry (the server's limit). */
export const MAX_CLAPS_PER_REQUEST = 50;

/** GET /api/claps/:slug: the post's current count. */
export function getClaps(slug: string, signal?: AbortSignal) {
  return apiRequest<ClapsResponse>(`/api/claps/${encodeURIComponent(slug)}`, { signal });
}

/** POST /api/claps/:slug { count }: adds `count` (1..50) atomically; resolves with the new total. */
export function addClaps(slug: string, count: number, signal?: AbortSignal) {
  return apiRequest<ClapsResponse>(`/api/claps/${encodeURIComponent(slug)}`, {
    method: 'POST',
    body: { count },
    signal,
  });
}
