import { Type, type Static } from '@sinclair/typebox';
import { Email, PLAIN_TEXT_NO_NEWLINE, Password } from './common';

// Accounts: links mailed to readers, password resets, /account, passkeys (docs/accounts.md).

/** A token from a mailed link: 256 random bits, base64url. */
const LinkToken = Type.String({ minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]+$' });

/** The address a link or notice should go to (forgot password, send the link again). */
export const EmailBody = Type.Object({ email: Email });
export type EmailBody = Static<typeof EmailBody>;

export const TokenBody = Type.Object({ token: LinkToken });
export type TokenBody = Static<typeof TokenBody>;

export const LinkPurpose = Type.Union([
  Type.Literal('verify'),
  Type.Literal('reset'),
  Type.Literal('email'),
  Type.Literal('passkey'),
]);
export type LinkPurpose = Static<typeof LinkPurpose>;

/** What a mailed link is for, before it is used (POST /api/auth/link). */
export const LinkInfo = Type.Object({
  purpose: LinkPurpose,
  username: Type.String(),
  /** The address the link was sent to (for `email`, the new address). */
  email: Type.String(),
  /** For `passkey`: the name of the passkey the link ends. */
  passkeyName: Type.Optional(Type.String()),
});
export type LinkInfo = Static<typeof LinkInfo>;

/** A verification or new-address link, used (POST /api/auth/verify-email). */
export const VerifiedEmail = Type.Object({
  message: Type.String(),
  purpose: Type.Union([Type.Literal('verify'), Type.Literal('email')]),
  email: Type.String(),
});
export type VerifiedEmail = Static<typeof VerifiedEmail>;

export const ResetPasswordBody = Type.Object({ token: LinkToken, password: Password });
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

/** A passkey's id as the authenticator made it (base64url, up to 1,400 characters). */
const PasskeyId = Type.String({ minLength: 1, maxLength: 1400, pattern: '^[A-Za-z0-9_-]+$' });

const ListedPasskey = Type.Object({
  id: Type.String(),
  name: Type.String(),
  createdAt: Type.String(),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
});

/**
 * POST /api/auth/reset-password: done. The account's passkeys (those added on a verified
 * address) are suspended; `keepToken` keeps chosen ones for 15 minutes
 * (POST /api/auth/reset-password/passkeys), and the rest are deleted. No passkeys, no token.
 */
export const ResetPasswordAnswer = Type.Object({
  message: Type.String(),
  passkeys: Type.Array(ListedPasskey),
  keepToken: Type.Optional(LinkToken),
});
export type ResetPasswordAnswer = Static<typeof ResetPasswordAnswer>;

export const KeepPasskeysBody = Type.Object({
  keepToken: LinkToken,
  keep: Type.Array(PasskeyId, { maxItems: 20 }),
});
export type KeepPasskeysBody = Static<typeof KeepPasskeysBody>;

export const KeptPasskeys = Type.Object({
  message: Type.String(),
  kept: Type.Array(Type.String()),
  removed: Type.Integer(),
});
export type KeptPasskeys = Static<typeof KeptPasskeys>;

export const ChangePasswordBody = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: 128 }),
  newPassword: Password,
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const ChangeEmailBody = Type.Object({
  password: Type.String({ minLength: 1, maxLength: 128 }),
  email: Email,
});
export type ChangeEmailBody = Static<typeof ChangeEmailBody>;

const DeviceClass = Type.Union([
  Type.Literal('mobile'),
  Type.Literal('tablet'),
  Type.Literal('desktop'),
]);

const AccountSession = Type.Object({
  id: Type.String(),
  device: DeviceClass,
  /** "Firefox on Linux", or empty when the browser was not recognised. */
  agent: Type.String(),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
  /** The session of the browser asking. */
  current: Type.Boolean(),
});

export const AccountPasskey = ListedPasskey;
export type AccountPasskey = Static<typeof AccountPasskey>;

/** GET /api/account: what /account shows. */
export const AccountOverview = Type.Object({
  user: Type.Object({
    userId: Type.String(),
    username: Type.String(),
    email: Type.String(),
    emailVerified: Type.Boolean(),
    createdAt: Type.String(),
  }),
  /** A new address waiting for its link to be opened. */
  pendingEmail: Type.Union([Type.String(), Type.Null()]),
  sessions: Type.Array(AccountSession),
  passkeys: Type.Array(AccountPasskey),
});
export type AccountOverview = Static<typeof AccountOverview>;

export const SignedOut = Type.Object({ message: Type.String(), signedOut: Type.Integer() });
export type SignedOut = Static<typeof SignedOut>;

// WebAuthn as @simplewebauthn/browser sends it (RegistrationResponseJSON,
// AuthenticationResponseJSON): every field checked for shape before the library reads it.
// The sizes fit every algorithm @simplewebauthn/server offers, post-quantum ML-DSA included
// (offered first where the runtime has it, as Node 24 does, and chosen by Chromium 156): an
// ML-DSA-87 signature is 4,627 bytes (6,170 characters here), its public key 2,592 bytes.
const Base64Url = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+={0,2}$' });
/** Base64url characters of the longest signature (ML-DSA-87's 4,627 bytes), with room. */
const SIGNATURE_MAX = 8192;
const Extensions = Type.Object({}, { additionalProperties: true, maxProperties: 20 });
const Attachment = Type.Union([Type.Literal('platform'), Type.Literal('cross-platform')]);

const RegistrationResponse = Type.Object({
  id: Base64Url(1400),
  rawId: Base64Url(1400),
  type: Type.Literal('public-key'),
  response: Type.Object({
    clientDataJSON: Base64Url(4096),
    attestationObject: Base64Url(12_000),
    authenticatorData: Type.Optional(Base64Url(8192)),
    transports: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 10 })),
    publicKeyAlgorithm: Type.Optional(Type.Integer()),
    publicKey: Type.Optional(Base64Url(4096)),
  }),
  authenticatorAttachment: Type.Optional(Attachment),
  clientExtensionResults: Extensions,
});

const AuthenticationResponse = Type.Object({
  id: Base64Url(1400),
  rawId: Base64Url(1400),
  type: Type.Literal('public-key'),
  response: Type.Object({
    clientDataJSON: Base64Url(4096),
    authenticatorData: Base64Url(4096),
    signature: Base64Url(SIGNATURE_MAX),
    userHandle: Type.Optional(Base64Url(200)),
  }),
  authenticatorAttachment: Type.Optional(Attachment),
  clientExtensionResults: Extensions,
});

/** What a passkey is called on /account ("Laptop", "Phone"). */
const PasskeyName = Type.String({ minLength: 1, maxLength: 60, pattern: PLAIN_TEXT_NO_NEWLINE });

/** A passkey in a path: its credential id (the router takes at most 256 characters). */
export const PasskeyParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 256 }) });
export const AddPasskeyBody = Type.Object({ name: PasskeyName, response: RegistrationResponse });
export const RenamePasskeyBody = Type.Object({ name: PasskeyName });
/** Adding a passkey asks for the password first (POST /api/account/passkeys/options). */
export const PasskeyOptionsBody = Type.Object({
  password: Type.String({ minLength: 1, maxLength: 128 }),
});
export type PasskeyOptionsBody = Static<typeof PasskeyOptionsBody>;
export const PasskeyLoginBody = Type.Object({ response: AuthenticationResponse });

/** DELETE my account: the password, or a passkey's answer to POST /api/account/delete/options. */
export const DeleteAccountBody = Type.Object({
  password: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  passkey: Type.Optional(AuthenticationResponse),
});
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;
