import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/** Calls play() and swallows its rejection (autoplay policy, no source): never a console error. */
function safePlay(video: HTMLVideoElement, onBlocked?: () => void) {
  try {
    const result = video.play() as Promise<void> | undefined;
    result?.catch(() => onBlocked?.());
  } catch {
    onBlocked?.();
  }
}

export type VideoMode = 'grid' | 'modal';

/**
 * Behaviour of a feed video. Nothing is downloaded until the element is near the viewport
 * (an IntersectionObserver with a margin sets the source; `preload="none"` until then). In the
 * grid it then plays muted and pauses again when scrolled away; in the modal it plays at once
 * (with sound if the browser allows, else muted). Prefers-reduced-motion: never autoplays.
 * `playing` and `muted` mirror the element, so the buttons always say what they will do.
 */
export function useVideo(mode: VideoMode, autoPlay: boolean) {
  const ref = useRef<HTMLVideoElement>(null);
  // Where IntersectionObserver is missing (old browsers) a grid video is near at once; the
  // server's HTML, and the hydrating render that must match it, leave it without a source.
  const cannotObserve = useSyncExternalStore(
    noSubscription,
    () => typeof IntersectionObserver === 'undefined',
    () => false,
  );
  const [seen, setSeen] = useState(false);
  const near = seen || mode === 'modal' || cannotObserve;
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(mode === 'grid');

  // Near the viewport yet? The modal's video is on screen by definition.
  const inView = useRef(mode === 'modal');
  useEffect(() => {
    const video = ref.current;
    if (!video) return undefined;
    if (mode === 'modal' || typeof IntersectionObserver === 'undefined') {
      inView.current = true;
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          inView.current = entry.isIntersecting;
          if (!entry.isIntersecting) {
            if (!video.paused) video.pause();
            continue;
          }
          setSeen(true);
          // Once the source is set (see below), coming back into view resumes playback.
          if (video.getAttribute('src') && autoPlay && !prefersReducedMotion() && video.paused) {
            safePlay(video);
          }
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [mode, autoPlay]);

  // Once the source is set: start the modal's video; sync state from the element's events.
  useEffect(() => {
    const video = ref.current;
    if (!video || !near) return undefined;
    const sync = () => {
      setPlaying(!video.paused);
      setMuted(video.muted);
    };
    video.addEventListener('play', sync);
    video.addEventListener('pause', sync);
    video.addEventListener('volumechange', sync);
    // The source has just been set: start it (the grid's only while it is in view).
    if (autoPlay && !prefersReducedMotion() && inView.current) {
      if (mode === 'modal') {
        safePlay(video, () => {
          video.muted = true;
          safePlay(video);
        });
      } else {
        safePlay(video);
      }
    }
    return () => {
      video.removeEventListener('play', sync);
      video.removeEventListener('pause', sync);
      video.removeEventListener('volumechange', sync);
    };
  }, [near, mode, autoPlay]);

  const togglePlay = useCallback(() => {
    const video = ref.current;
    if (!video) return;
    setSeen(true);
    if (video.paused) {
      // The source may only just have been set; play on the next frame.
      requestAnimationFrame(() => safePlay(video));
      setPlaying(true);
    } else {
      video.pause();
      setPlaying(false);
    }
  }, []);

  const toggleMute = useCallback(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = !video.muted;
    setMuted(video.muted);
  }, []);

  return { ref, near, playing, muted, togglePlay, toggleMute };
}
