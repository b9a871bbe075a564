// /account and the mailed links' pages as the page suite answers them: the story fixtures
// turned back into what /api/account and /api/auth/link return, so the screenshots show the
// same account, sessions and dates on every run.
import type { Page } from '@playwright/test';
import type { AccountOverview, LinkInfo } from '../../shared/schemas';
import { accountUser, passkeys, sessions } from '../../stories/fixtures/account';

const overview = (emailVerified: boolean): AccountOverview => ({
  user: { ...accountUser, emailVerified },
  pendingEmail: null,
  sessions,
  passkeys,
});

/** GET /api/account answered with the fixtures' account (verified, or not). */
export function accountApi(page: Page, { verified = true } = {}) {
  return page.route('**/api/account', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: overview(verified) })
      : route.fallback(),
  );
}

/** What POST /api/auth/link says about the page's link: a valid one, or a refusal. */
export function linkApi(page: Page, answer: LinkInfo | { status: number; message: string }) {
  return page.route('**/api/auth/link', (route) =>
    'status' in answer
      ? route.fulfill({ status: answer.status, json: { message: answer.message } })
      : route.fulfill({ json: answer }),
  );
}

/** A token in the shape of a mailed link's (the API is answered by `linkApi`). */
export const LINK_TOKEN = 'T'.repeat(43);
