import { useMemo } from 'react';
import { TableOfContents, type BodyHeading } from '../../../ui';
import { useActiveHeading } from '../../hooks/useActiveHeading';
import { POST_BODY_ID } from './ids';

/**
 * The table of contents with the section being read marked. Its static HTML already works
 * (links, <details>); it hydrates in slices after the first paint, then starts tracking.
 */
export default function PostToc({ headings }: { headings: readonly BodyHeading[] }) {
  const ids = useMemo(() => headings.map((heading) => heading.id), [headings]);
  const activeId = useActiveHeading(ids, { endId: POST_BODY_ID });
  return <TableOfContents headings={headings} activeId={activeId} />;
}
