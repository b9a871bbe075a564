import type { HTMLAttributes, MouseEvent } from 'react';
import type { BodyHeading } from '../PortableBody';
import { Entry, List, Root, SubList, Summary } from './TableOfContents.styles';

export type TableOfContentsProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** The post's h2 and h3 headings in reading order, as `headingsOf(body)` gives them. */
  headings: readonly BodyHeading[];
  /** The id of the section being read; its entry is marked `aria-current="location"`. */
  activeId?: string | null;
  /** The list's title. @default 'On this page' */
  title?: string;
  /** Called when an entry is followed, before the browser scrolls to the heading. */
  onNavigate?: (event: { id: string }) => void;
};

type Group = { heading: BodyHeading; children: BodyHeading[] };

/** Each h2 with the h3s after it (an h3 before the first h2 stands alone). */
function group(headings: readonly BodyHeading[]): Group[] {
  const groups: Group[] = [];
  for (const heading of headings) {
    const last = groups[groups.length - 1];
    if (heading.level === 3 && last) last.children.push(heading);
    else groups.push({ heading, children: [] });
  }
  return groups;
}

/**
 * A post's table of contents: links to its sections, h3s nested under their h2, the section
 * being read marked. Plain links and a native <details>, so it works before (and without)
 * JavaScript. On phones and tablets it is a collapsible block, closed until opened, that closes
 * again when an entry is followed; from 1280px it is an always-open list for the side column of
 * `PostColumns` (where the browser cannot style <details> that way, it stays collapsible).
 *
 * ```tsx
 * <TableOfContents headings={headingsOf(body)} activeId={activeId} />
 * ```
 */
export function TableOfContents({
  headings,
  activeId = null,
  title = 'On this page',
  onNavigate,
  ...rest
}: TableOfContentsProps) {
  if (headings.length === 0) return null;
  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    onNavigate?.({ id });
    // On a phone the open list would stand between the reader and the section.
    event.currentTarget.closest('details')?.removeAttribute('open');
  };
  const entry = (heading: BodyHeading) => (
    <Entry
      href={`#${heading.id}`}
      data-level={heading.level}
      aria-current={heading.id === activeId ? 'location' : undefined}
      onClick={(event) => follow(event, heading.id)}
    >
      {heading.text}
    </Entry>
  );
  return (
    // `data-title` titles the always-open list, where the summary is hidden (see the styles).
    <Root aria-label="Table of contents" data-title={title} {...rest}>
      <details>
        <Summary>{title}</Summary>
        <List>
          {group(headings).map(({ heading, children }) => (
            <li key={heading.id}>
              {entry(heading)}
              {children.length > 0 && (
                <SubList>
                  {children.map((child) => (
                    <li key={child.id}>{entry(child)}</li>
                  ))}
                </SubList>
              )}
            </li>
          ))}
        </List>
      </details>
    </Root>
  );
}
