import styled from '@emotion/styled';
import { contentColumn } from '../primitives/Container';

export const Root = styled.section`
  ${({ theme }) => contentColumn(theme)}
  padding-block: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.color.text};
`;

export const Profile = styled.header`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: 700;
    text-decoration: none;
  }
  a:hover span {
    text-decoration: underline;
  }
  img {
    width: 64px;
    height: 64px;
    border-radius: 50%;
    object-fit: cover;
    border: 2px solid ${({ theme }) => theme.color.accent};
  }
`;

/*
 * Full width and as tall as the avatar from the start: the profile (avatar and handle) arrives
 * with the feed, after the first paint, and must not move the heading or what follows it.
 */
export const Heading = styled.h1`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: 64px;
  margin: 0;
  font-size: inherit;
  /* Without a handle (a bare-array feed, or before the feed arrived) the page is titled Photos. */
  [data-fallback] {
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: 800;
  }
`;

/**
 * Holds the room of a screenful while the feed loads: the grid that replaces it is taller, so
 * what follows the feed (the page footer) starts below the fold instead of jumping down.
 */
export const Pending = styled.div`
  min-height: 100vh;
`;

export const Message = styled.p`
  margin: ${({ theme }) => theme.space[6]} 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const Post = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

export const PostBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  p {
    margin: 0;
    flex: 1;
    overflow-wrap: anywhere;
  }
`;

export const PostActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  a {
    /* A target of at least 24px (WCAG 2.5.8): the link is not part of a line of text. */
    display: inline-block;
    padding-block: ${({ theme }) => theme.space[1]};
    font-weight: 600;
  }
`;

/** Square media frame: the space is reserved before anything loads (no layout shift). */
export const MediaFrame = styled.div`
  position: relative;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceRaised};
  img,
  video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  video {
    background: #111;
  }
  &[data-size='large'] {
    aspect-ratio: auto;
    height: min(70vh, 720px);
    background: #000;
    border-radius: ${({ theme }) => theme.radius.md};
    img,
    video {
      object-fit: contain;
    }
  }
`;

export const Badge = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: rgba(0, 0, 0, 0.65);
  color: #fff;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
`;

export const VideoControls = styled.div`
  position: absolute;
  left: ${({ theme }) => theme.space[2]};
  bottom: ${({ theme }) => theme.space[2]};
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  button {
    width: 40px;
    height: 40px;
    border: 0;
    border-radius: 50%;
    background: rgba(0, 0, 0, 0.7);
    color: #fff;
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
  button:hover {
    background: rgba(0, 0, 0, 0.85);
  }
`;

export const CarouselNav = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};
  p {
    margin: 0;
    min-width: 4rem;
    text-align: center;
    font-weight: 600;
  }
  button {
    border: 1px solid ${({ theme }) => theme.color.border};
  }
`;

export const ModalBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[6]};
  p {
    margin: 0;
  }
  /* The permalink stands alone on its line: a target of at least 24px (WCAG 2.5.8). */
  a {
    display: inline-block;
    padding-block: ${({ theme }) => theme.space[1]};
  }
`;

export const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[6]};
`;
