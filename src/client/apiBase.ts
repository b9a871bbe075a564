/**
 * API origin as the browser sees it; empty means same origin (our server serves both). A module
 * of its own: the page-view beacon needs only this as every page starts, and the request helper
 * (./client) can then wait for the chunks that call the API.
 */
export const apiBase = (process.env.GATSBY_API_URL ?? '').replace(/\/+$/, '');
