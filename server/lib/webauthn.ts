/**
 * The relying party a passkey is made for: its id is SITE_URL's host name (so a passkey made
 * on https://example.com works there and on its subdomains, never elsewhere), and an answer is
 * accepted from the site's own origins only.
 */
export type RelyingParty = { id: string; name: string; origins: string[] };

export function relyingParty(siteUrl: string, siteOrigins: string[]): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, name: url.host, origins: siteOrigins };
}

/**
 * The challenge a browser's answer signed, read from its clientDataJSON (base64url JSON), or
 * undefined when that is not readable. The answer itself is checked by @simplewebauthn/server.
 */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && /^[A-Za-z0-9_-]{16,200}$/.test(challenge)
      ? challenge
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * @simplewebauthn/server, loaded the first time a passkey is used: most processes never need
 * it, and it is the largest import of the accounts code (startup time, resident memory).
 */
export const simpleWebAuthn = () => import('@simplewebauthn/server');

/** The user handle a passkey carries: the account's id. */
export const userHandleOf = (userId: string) => new TextEncoder().encode(userId);

declare module 'fastify' {
  interface FastifyInstance {
    /** Who passkeys are made for on this server (buildApp, from SITE_URL). */
    relyingParty: RelyingParty;
  }
}
