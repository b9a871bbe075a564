/** True when public/ is missing or older than any of the site's sources under `root`. */
export function siteNeedsBuild(root?: string): boolean;
