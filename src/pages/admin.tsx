import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  AdminGate,
  AdminShell,
  BuildStatus,
  Container,
  DraftPreviews,
  InboxList,
  ModerationLog,
  ModerationQueue,
  Stack,
  type AdminTab,
} from '../../ui';
import { AccountHeader } from '../components/AccountHeader';
import { Seo } from '../components/Seo';
import { SiteFooter } from '../components/SiteFooter';
import { useSiteSettings } from '../hooks/useSiteSettings';
import {
  useAnalytics,
  useBuilds,
  useDrafts,
  useInbox,
  useModeration,
  useOwnerGate,
} from '../hooks/admin';
import { useLogout } from '../hooks/useLogout';
import { AdminOverview } from '../sections/admin';

const TABS: readonly AdminTab[] = ['overview', 'comments', 'inbox', 'drafts', 'builds'];
const LOGIN_HREF = `/login?next=${encodeURIComponent('/admin')}`;

/** The tab named by the address's hash (#inbox), so a reload or a bookmark keeps it. */
function tabFromHash(hash: string): AdminTab {
  const name = hash.replace(/^#/, '');
  return (TABS as readonly string[]).includes(name) ? (name as AdminTab) : 'overview';
}

/**
 * /admin, the owner's area: built as a static shell (noindex) and filled in the browser. The API
 * answers 404 to anyone but an owner, so everyone else gets a login prompt or a plain "not an
 * owner" and no data.
 */
export default function AdminPage({ data }: PageProps<Queries.AdminPageQuery>) {
  const gate = useOwnerGate();
  const logout = useLogout();
  const isOwner = gate.state === 'owner';
  const [tab, setTab] = useState<AdminTab>('overview');
  useEffect(() => {
    const follow = () => setTab(tabFromHash(window.location.hash));
    follow();
    // Back/forward between tabs, or a link to #inbox from elsewhere on the page.
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const select = useCallback(({ tab: next }: { tab: AdminTab }) => {
    setTab(next);
    window.history.replaceState(null, '', `#${next}`);
  }, []);

  const titles = useMemo(
    () => new Map(data.allSanityPost.nodes.map((p) => [p.slug?.current ?? '', p.title ?? ''])),
    [data],
  );
  const moderation = useModeration(isOwner && tab === 'comments');
  const inbox = useInbox(isOwner);
  const builds = useBuilds(isOwner && tab === 'builds');
  const drafts = useDrafts(isOwner && tab === 'drafts');
  const analytics = useAnalytics(isOwner && tab === 'overview');

  return (
    <>
      <AccountHeader />
      <Container as="main" id="main" style={{ paddingBlock: '2rem 4rem' }}>
        {!isOwner || !gate.owner ? (
          <AdminGate
            state={gate.state === 'owner' ? 'checking' : gate.state}
            loginHref={LOGIN_HREF}
            username={gate.session?.user.username}
            onLogout={() => void logout()}
            error={gate.error}
            onRetry={gate.retry}
          />
        ) : (
          <AdminShell
            user={gate.owner}
            selected={tab}
            onSelect={select}
            badges={{ inbox: { count: inbox.unread, label: 'unread' } }}
          >
            {tab === 'overview' && <AdminOverview {...analytics} />}
            {tab === 'comments' && (
              <Stack gap={8}>
                <ModerationQueue
                  comments={moderation.comments.map((c) => ({
                    id: c.id,
                    postSlug: c.postSlug,
                    // A post deleted since has no page to link to.
                    postHref: titles.has(c.postSlug) ? `/blog/${c.postSlug}` : undefined,
                    postTitle: titles.get(c.postSlug),
                    author: c.author.username,
                    text: c.text,
                    createdAt: c.createdAt,
                    hidden: c.hiddenAt !== null,
                    held: c.heldAt !== null,
                  }))}
                  holdFirstComments={moderation.holdFirstComments}
                  onHoldFirstCommentsChange={({ value }) => moderation.setHoldFirstComments(value)}
                  savingSettings={moderation.savingSettings}
                  settingsError={moderation.settingsError}
                  onApprove={({ id }) => moderation.approve(id)}
                  status={moderation.status}
                  onStatusChange={({ status }) => moderation.setStatus(status)}
                  post={
                    moderation.post
                      ? { slug: moderation.post, title: titles.get(moderation.post) }
                      : undefined
                  }
                  onPostChange={({ slug }) => moderation.setPost(slug)}
                  onPostClear={() => moderation.setPost(undefined)}
                  onHide={({ id }) => moderation.hide(id)}
                  onShow={({ id }) => moderation.show(id)}
                  onDelete={({ id }) => moderation.setConfirmingId(id)}
                  confirmingId={moderation.confirmingId}
                  onConfirmDelete={({ id }) => moderation.remove(id)}
                  onCancelDelete={() => moderation.setConfirmingId(undefined)}
                  busyIds={moderation.busyIds}
                  actionError={moderation.actionError}
                  loading={moderation.loading}
                  error={moderation.error}
                  onRetry={moderation.retry}
                  hasMore={moderation.hasMore}
                  loadingMore={moderation.loadingMore}
                  onLoadMore={moderation.loadMore}
                />
                <ModerationLog
                  entries={(moderation.log.data?.entries ?? []).map((e) => ({
                    ...e,
                    postHref: titles.has(e.postSlug) ? `/blog/${e.postSlug}` : undefined,
                  }))}
                  loading={moderation.log.loading && !moderation.log.data}
                  error={moderation.log.error}
                  onRetry={moderation.log.reload}
                />
              </Stack>
            )}
            {tab === 'inbox' && (
              <InboxList
                messages={inbox.messages.map((m) => ({
                  id: m.id,
                  name: m.name,
                  email: m.email,
                  message: m.message,
                  createdAt: m.createdAt,
                  read: m.readAt !== null,
                  handled: m.handledAt !== null,
                }))}
                filter={inbox.unhandledOnly ? 'unhandled' : 'all'}
                onFilterChange={({ filter }) => inbox.setUnhandledOnly(filter === 'unhandled')}
                onReadChange={({ id, read }) => inbox.mark(id, { read })}
                onHandledChange={({ id, handled }) => inbox.mark(id, { handled })}
                busyIds={inbox.busyIds}
                actionError={inbox.actionError}
                loading={inbox.loading}
                error={inbox.error}
                onRetry={inbox.retry}
              />
            )}
            {tab === 'drafts' && (
              <DraftPreviews
                drafts={drafts.drafts}
                onCreateLink={({ id }) => drafts.create(id)}
                onRevokeLink={({ id }) => drafts.revoke(id)}
                onCopyLink={({ id, url }) => drafts.copy(id, url)}
                copiedLinkId={drafts.copiedLinkId}
                busyIds={drafts.busyIds}
                actionError={drafts.actionError}
                loading={drafts.loading}
                error={drafts.error}
                onRetry={drafts.retry}
              />
            )}
            {tab === 'builds' && (
              <BuildStatus
                enabled={builds.enabled}
                builds={builds.builds}
                onRebuild={builds.rebuild}
                requesting={builds.requesting}
                rebuildError={builds.actionError}
                loading={builds.loading}
                error={builds.error}
                onRetry={builds.retry}
              />
            )}
          </AdminShell>
        )}
      </Container>
      <SiteFooter />
    </>
  );
}

export const query = graphql`
  query AdminPage {
    allSanityPost(filter: { slug: { current: { ne: null } } }) {
      nodes {
        title
        slug {
          current
        }
      }
    }
  }
`;

export const Head: HeadFC = () => {
  const site = useSiteSettings();
  // Seo marks it noindex (src/lib/indexing.ts).
  return (
    <Seo
      title={`Owner's area | ${site.name}`}
      description="Comment moderation, the contact inbox, builds and analytics for the site's owner."
      path="/admin/"
    />
  );
};
