import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Where a package's file is. Gatsby compiles gatsby-config and what it imports with Parcel, which
 * leaves `require.resolve` unusable there, so resolution starts from the working directory (the
 * site's root when Gatsby runs), then from this module's folder (a server started from another
 * folder, as `npm run serve` in a deployment or a test does).
 */
export function resolvePackageFile(specifier: string): string {
  const bases = [process.cwd(), typeof __dirname === 'string' ? __dirname : undefined];
  let lastError: unknown;
  for (const base of bases) {
    if (!base) continue;
    try {
      return createRequire(path.join(base, 'package.json')).resolve(specifier);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
