/**
 * The file the build writes into each built site and the server reads to send every page its
 * Content-Security-Policy: written by build/build-output.ts, read by server/lib/csp.ts.
 */
export type CspManifest = {
  /** Origins the pages fetch from besides their own (a separate API, EmailJS). */
  connectSrc: string[];
  /** Page file (relative to the build, `/` separated) to its inline scripts' hashes. */
  pages: Record<string, string[]>;
};

/** The manifest's name in the built folder. */
export const CSP_MANIFEST = '.csp.json';
