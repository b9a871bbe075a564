/**
 * Runs in the page (pass it to `page.evaluate`): turns lazy images eager, so a full-page
 * capture does not race images below the fold, and waits until every image has loaded or
 * failed, for at most `timeoutMs` when given. Self-contained: it uses nothing from outside.
 */
export async function loadAllImages(timeoutMs?: number): Promise<void> {
  const images = Array.from(document.images);
  for (const img of images) if (img.loading === 'lazy') img.loading = 'eager';
  const settled = Promise.all(
    images
      .filter((img) => !img.complete)
      .map(
        (img) =>
          new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          }),
      ),
  );
  if (timeoutMs === undefined) await settled;
  else await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
}
