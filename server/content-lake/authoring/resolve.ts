import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Where a package's file is. Gatsby compiles gatsby-config and what it imports with Parcel, which
 * leaves `require.resolve` unusable there, so resolution starts from the working directory (the
 * site's root in every way the Lake runs).
 */
export function resolvePackageFile(specifier: string): string {
  return createRequire(path.join(process.cwd(), 'package.json')).resolve(specifier);
}
