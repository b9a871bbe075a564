// The owner's API as the page suite answers it: the story fixtures turned back into what
// /api/admin/* returns, so /admin's screenshots show the same data on every run.
import type { Page } from '@playwright/test';
import {
  builds,
  inboxMessages,
  moderatedComments,
  moderationEntries,
  owner,
} from '../../stories/fixtures/admin';
import { analytics28 } from '../../stories/fixtures/analytics';

const ANSWERS: Record<string, unknown> = {
  '/api/admin/me': owner,
  '/api/admin/analytics': analytics28,
  '/api/admin/comments': {
    comments: moderatedComments.map((c) => ({
      id: c.id,
      postSlug: c.postSlug,
      text: c.text,
      author: { id: `user-${c.author}`, username: c.author },
      createdAt: c.createdAt,
      hiddenAt: c.hidden ? '2026-11-25T10:00:00Z' : null,
      heldAt: c.held ? '2026-11-25T11:12:00Z' : null,
    })),
    next: null,
  },
  '/api/admin/comment-settings': { holdFirstComments: false },
  '/api/admin/moderation': {
    entries: moderationEntries.map((e) => ({
      id: e.id,
      action: e.action,
      commentId: `comment-${e.id}`,
      postSlug: e.postSlug,
      authorName: e.authorName,
      actorName: e.actorName,
      createdAt: e.createdAt,
    })),
  },
  '/api/admin/inbox': inboxMessages.map((m) => ({
    id: m.id,
    name: m.name,
    email: m.email,
    message: m.message,
    createdAt: m.createdAt,
    readAt: m.read ? '2026-11-25T11:00:00Z' : null,
    handledAt: m.handled ? '2026-11-25T11:05:00Z' : null,
  })),
  // A finished list: a running build would make the page poll.
  '/api/admin/builds': { enabled: true, builds: builds.filter((b) => b.status !== 'running') },
};

/** Answers every GET of the owner's API from the fixtures (the reader is not an owner). */
export function ownerApi(page: Page) {
  return page.route('**/api/admin/**', (route) => {
    const answer = ANSWERS[new URL(route.request().url()).pathname];
    if (route.request().method() !== 'GET' || answer === undefined) return route.fallback();
    return route.fulfill({ json: answer });
  });
}
