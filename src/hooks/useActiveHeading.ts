import { useEffect, useState } from 'react';

/** How far down the window the reading line is: a heading above it has begun its section. */
const READING_LINE = 0.3;

/**
 * Far enough above the window to hold any page: the observers' areas reach that far up, so a
 * heading that a jump (a link, Home/End) carries from below the window to above it still
 * crosses an edge of the area, and is reported.
 */
const FAR = '100000px';

/**
 * The id of the section being read: the last of `ids` (headings, in reading order) whose top
 * has passed a line 30% down the window. Before the first heading it is null (the reader is in
 * the introduction); once the end of the element `endId` (the body) is in view it is the last
 * heading, even when that section is too short to reach the line.
 *
 * Two IntersectionObservers do the work, so nothing runs while the page scrolls except when a
 * heading or the body's end crosses its line, and nothing reads the layout.
 */
export function useActiveHeading(
  ids: readonly string[],
  { endId }: { endId?: string } = {},
): string | null {
  const [active, setActive] = useState<string | null>(null);
  // A string key, so a new array with the same ids does not observe everything again.
  const key = ids.join('\n');

  useEffect(() => {
    const headings = key
      .split('\n')
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    if (headings.length === 0 || typeof IntersectionObserver === 'undefined') return;

    const passed = new Set<Element>();
    let atEnd = false;
    const update = () => {
      let current: string | null = null;
      // Plain loops: Array#findLast would bring a core-js polyfill into the bundle.
      for (const heading of headings) {
        if (atEnd || passed.has(heading)) current = heading.id;
      }
      setActive(current);
    };

    // The area from far above the window down to the reading line: a heading in it has passed.
    const lineObserver = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) passed.add(entry.target);
          else passed.delete(entry.target);
        }
        update();
      },
      { rootMargin: `${FAR} 0px -${(1 - READING_LINE) * 100}% 0px` },
    );
    for (const heading of headings) lineObserver.observe(heading);

    // The area from the window's bottom edge down: the body's end is in view when the body no
    // longer reaches into it.
    const end = endId ? document.getElementById(endId) : null;
    const endObserver = end
      ? new IntersectionObserver(
          ([entry]) => {
            atEnd = entry ? !entry.isIntersecting : false;
            update();
          },
          { rootMargin: `-100% 0px ${FAR} 0px` },
        )
      : null;
    if (end) endObserver?.observe(end);

    return () => {
      lineObserver.disconnect();
      endObserver?.disconnect();
    };
  }, [key, endId]);

  return active;
}
