/** A draft opened through a private preview link (GET /api/preview/:token, docs/admin.md). */
import type { PreviewResponse } from '../../shared/schemas';
import { apiBase } from './apiBase';
import { apiRequest } from './client';

export const getPreview = (token: string, signal?: AbortSignal) =>
  apiRequest<PreviewResponse>(`/api/preview/${encodeURIComponent(token)}`, { signal });

/** The API answers pictures' addresses on its own origin ('/api/preview/…'). */
export const apiUrl = (path: string) => (path.startsWith('/') ? `${apiBase}${path}` : path);
