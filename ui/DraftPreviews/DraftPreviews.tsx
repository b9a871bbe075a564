import { useId, type HTMLAttributes } from 'react';
import { Actions, EmptyText, LoadFailed } from '../AdminShell/parts';
import { formatDateTime } from '../AdminShell/format';
import { DraftBadge } from '../DraftBadge';
import { Loader } from '../Loader';
import { Button, Link } from '../primitives';
import {
  Address,
  AddressLabel,
  Copied,
  ErrorText,
  Facts,
  Heading,
  Item,
  LinkItem,
  Links,
  List,
  Note,
  Root,
  Title,
  Top,
} from './DraftPreviews.styles';

/** A working preview link of a draft. */
export type DraftPreviewLink = {
  id: string;
  /** ISO date-time it was made. */
  createdAt: string;
  /** ISO date-time it stops working. */
  expiresAt: string;
  /**
   * Its address, known only right after it was made (the server keeps no token): shown to
   * copy. Without it the link is listed by its dates, to revoke.
   */
  url?: string;
};

/** A draft post (front matter `draft: true`). */
export type DraftItem = {
  /** The draft's id (`drafts.post-<slug>`). */
  id: string;
  slug: string;
  title: string;
  /** ISO date-time of its last edit. */
  updatedAt: string;
  /** Its working preview links, oldest first. */
  links: DraftPreviewLink[];
};

export type DraftPreviewsProps = HTMLAttributes<HTMLElement> & {
  /** The drafts, newest edit first. */
  drafts: DraftItem[];
  /** Called by a draft's 'Create preview link'. */
  onCreateLink: (event: { id: string }) => void;
  /** Called by a link's 'Revoke'. */
  onRevokeLink: (event: { id: string }) => void;
  /** Called by 'Copy link' with the new link's address. */
  onCopyLink?: (event: { id: string; url: string }) => void;
  /** The link (by id) whose 'Copy link' currently says it copied. */
  copiedLinkId?: string | null;
  /** Drafts and links (by id) with a request in flight: their buttons are disabled. @default [] */
  busyIds?: readonly string[];
  /** Why the last action failed. */
  actionError?: string;
  /** Shows a loader instead of the list. @default false */
  loading?: boolean;
  /** Why the drafts could not be loaded: replaces the list, with 'Try again' given `onRetry`. */
  error?: string;
  /** Called by 'Try again'. */
  onRetry?: () => void;
};

/**
 * The owner's drafts (posts with `draft: true`, never built into the public site) and their
 * private preview links: 'Create preview link' makes an unguessable address that shows the
 * draft to anyone who has it, without an account, until it expires; the new address is shown
 * once, to copy or open. Working links are listed with their expiry, and 'Revoke' ends one.
 */
export function DraftPreviews({
  drafts,
  onCreateLink,
  onRevokeLink,
  onCopyLink,
  copiedLinkId = null,
  busyIds = [],
  actionError,
  loading = false,
  error,
  onRetry,
  ...rest
}: DraftPreviewsProps) {
  const id = useId();
  return (
    <Root aria-labelledby={`${id}-title`} {...rest}>
      <Top>
        <Heading id={`${id}-title`}>Drafts</Heading>
      </Top>
      <Note>
        Posts with <code>draft: true</code> in their front matter: never on the public site. A
        preview link shows one draft to anyone who has it, without an account, until it expires;
        search engines are asked not to index it.
      </Note>
      {actionError && <ErrorText role="alert">{actionError}</ErrorText>}
      {loading ? (
        <Loader label="Loading drafts..." />
      ) : error !== undefined ? (
        <LoadFailed what="The drafts" reason={error} onRetry={onRetry} />
      ) : drafts.length === 0 ? (
        <EmptyText>No drafts.</EmptyText>
      ) : (
        <List>
          {drafts.map((draft) => {
            const titleId = `${id}-${draft.slug}`;
            return (
              <li key={draft.id}>
                <Item aria-labelledby={titleId} aria-busy={busyIds.includes(draft.id) || undefined}>
                  <Title id={titleId}>
                    {draft.title}
                    <DraftBadge />
                  </Title>
                  <Facts>
                    /blog/{draft.slug} · edited{' '}
                    <time dateTime={draft.updatedAt}>{formatDateTime(draft.updatedAt)}</time>
                  </Facts>
                  <Actions>
                    <Button
                      type="button"
                      variant="outline"
                      disabled={busyIds.includes(draft.id)}
                      onClick={() => onCreateLink({ id: draft.id })}
                    >
                      {busyIds.includes(draft.id) ? 'Creating...' : 'Create preview link'}
                    </Button>
                  </Actions>
                  {draft.links.length > 0 && (
                    <Links aria-label={`Preview links of ${draft.title}`}>
                      {draft.links.map((link) => (
                        <LinkItem key={link.id}>
                          {link.url ? (
                            <>
                              <AddressLabel>
                                New preview link (shown once)
                                <Address
                                  type="url"
                                  readOnly
                                  value={link.url}
                                  onFocus={(event) => event.currentTarget.select()}
                                />
                              </AddressLabel>
                              <p>
                                Expires{' '}
                                <time dateTime={link.expiresAt}>
                                  {formatDateTime(link.expiresAt)}
                                </time>
                              </p>
                            </>
                          ) : (
                            <p>
                              Link made{' '}
                              <time dateTime={link.createdAt}>
                                {formatDateTime(link.createdAt)}
                              </time>
                              , expires{' '}
                              <time dateTime={link.expiresAt}>
                                {formatDateTime(link.expiresAt)}
                              </time>
                            </p>
                          )}
                          <Actions>
                            {link.url && (
                              <>
                                <Button
                                  type="button"
                                  variant="outline"
                                  onClick={() => onCopyLink?.({ id: link.id, url: link.url ?? '' })}
                                >
                                  Copy link
                                </Button>
                                <Link href={link.url} target="_blank" rel="noreferrer">
                                  Open preview
                                </Link>
                              </>
                            )}
                            <Button
                              type="button"
                              variant="outline"
                              disabled={busyIds.includes(link.id)}
                              onClick={() => onRevokeLink({ id: link.id })}
                            >
                              Revoke
                            </Button>
                            <Copied role="status">
                              {copiedLinkId === link.id ? 'Copied' : ''}
                            </Copied>
                          </Actions>
                        </LinkItem>
                      ))}
                    </Links>
                  )}
                </Item>
              </li>
            );
          })}
        </List>
      )}
    </Root>
  );
}
