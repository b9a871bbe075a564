import { useId, useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { VisuallyHidden } from '../primitives';
import { Badge, Header, Panel, Root, Tab, TabList, Title, Who } from './AdminShell.styles';

/** The owner's area's tabs, in order. */
export const ADMIN_TABS = ['overview', 'comments', 'inbox', 'drafts', 'builds'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const TAB_TITLES: Record<AdminTab, string> = {
  overview: 'Overview',
  comments: 'Comments',
  inbox: 'Inbox',
  drafts: 'Drafts',
  builds: 'Builds',
};

/** A count shown on a tab, e.g. `{ count: 3, label: 'unread' }` reads "Inbox (3 unread)". */
export type AdminTabBadge = {
  /** How many; a badge of 0 is not shown. */
  count: number;
  /** What is counted, for screen readers ('unread', 'hidden'). */
  label: string;
};

export type AdminShellProps = Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> & {
  /** The logged-in owner. */
  user: { username: string; email?: string };
  /** The tab shown. */
  selected: AdminTab;
  /** Called with the tab the owner picks (click, or arrow keys / Home / End on the tab bar). */
  onSelect: (change: { tab: AdminTab }) => void;
  /** Count badges per tab (unread messages, hidden comments). */
  badges?: Partial<Record<AdminTab, AdminTabBadge>>;
  /** The selected tab's panel. */
  children?: ReactNode;
};

/**
 * The frame of /admin, inside the page's content column: the "Owner's area" heading, who is logged in, and a tab bar (Overview,
 * Comments, Inbox, Drafts, Builds) over the selected tab's panel, passed as `children`. The tabs follow
 * the WAI-ARIA tabs pattern with automatic activation: Left/Right (wrapping), Home and End move
 * focus and select. The page holds the selected tab and renders its panel.
 *
 * ```tsx
 * <AdminShell user={owner} selected={tab} onSelect={({ tab }) => setTab(tab)}
 *   badges={{ inbox: { count: unread, label: 'unread' } }}>
 *   {tab === 'inbox' && <InboxList ... />}
 * </AdminShell>
 * ```
 */
export function AdminShell({
  user,
  selected,
  onSelect,
  badges,
  children,
  ...rest
}: AdminShellProps) {
  const id = useId();
  const tabs = useRef(new Map<AdminTab, HTMLButtonElement>());
  const tabId = (tab: AdminTab) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = ADMIN_TABS.indexOf(selected);
    const last = ADMIN_TABS.length - 1;
    const index =
      event.key === 'ArrowRight'
        ? at === last
          ? 0
          : at + 1
        : event.key === 'ArrowLeft'
          ? at === 0
            ? last
            : at - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const next = ADMIN_TABS[index];
    if (!next) return;
    event.preventDefault();
    tabs.current.get(next)?.focus();
    if (next !== selected) onSelect({ tab: next });
  };

  return (
    <Root {...rest}>
      <Header>
        <Title>Owner&apos;s area</Title>
        <Who>
          Logged in as <strong>{user.username}</strong>
          {user.email ? ` (${user.email})` : ''}
        </Who>
      </Header>
      <TabList role="tablist" aria-label="Owner's area" onKeyDown={onKeyDown}>
        {ADMIN_TABS.map((tab) => {
          const badge = badges?.[tab];
          const isSelected = tab === selected;
          const counted = badge !== undefined && badge.count > 0;
          return (
            <Tab
              key={tab}
              ref={(element) => {
                if (element) tabs.current.set(tab, element);
                else tabs.current.delete(tab);
              }}
              id={tabId(tab)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => {
                if (!isSelected) onSelect({ tab });
              }}
            >
              {TAB_TITLES[tab]}
              {counted && (
                <>
                  <Badge aria-hidden="true">{badge.count}</Badge>
                  {/* The name says what the badge counts: "Inbox (3 unread)". */}
                  <VisuallyHidden>{` (${badge.count} ${badge.label})`}</VisuallyHidden>
                </>
              )}
            </Tab>
          );
        })}
      </TabList>
      <Panel id={panelId} role="tabpanel" aria-labelledby={tabId(selected)} tabIndex={0}>
        {children}
      </Panel>
    </Root>
  );
}
