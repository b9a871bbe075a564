// A software passkey for the server tests: an ES256 or ML-DSA-44 key pair that answers WebAuthn
// challenges as a platform authenticator with user verification would (the browser tests use
// Chromium's virtual authenticator instead). Only what registration with attestation "none" and
// sign-in need: authenticator data, a COSE public key, CBOR, and the signature.
import crypto from 'node:crypto';

type Cbor = number | string | Uint8Array | CborMap | CborRecord;
// An interface, not an alias: a type may refer to itself through one.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
interface CborMap extends Map<Cbor, Cbor> {}
interface CborRecord {
  [key: string]: Cbor;
}

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  if (length < 65536) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  throw new Error('too long for this encoder');
}

/** CBOR for the few types WebAuthn structures use here. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') {
    return value >= 0 ? head(0, value) : head(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)]),
  ]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest();

type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId?: string };

export type SoftPasskey = {
  /** The credential id, base64url. */
  id: string;
  /** The COSE public key, base64url, as the server stores it. */
  publicKey: string;
  /** What the browser would send for navigator.credentials.create(options). */
  register(options: CreationOptions, origin: string): object;
  /** What the browser would send for navigator.credentials.get(options). */
  authenticate(options: RequestOptions, origin: string): object;
  /** A copy of this passkey as it stands (same key, same counter): a cloned authenticator. */
  clone(): SoftPasskey;
};

/** The key pair, its COSE public key and how it signs, for each algorithm. */
function keyPair(algorithm: PasskeyAlgorithm) {
  if (algorithm === 'ML-DSA-44') {
    // Post-quantum: a 1,312-byte public key, 2,420-byte signatures over the data itself.
    const { privateKey, publicKey } = crypto.generateKeyPairSync('ml-dsa-44');
    const { pub } = publicKey.export({ format: 'jwk' }) as { pub: string };
    const coseKey = new Map<Cbor, Cbor>([
      [1, 7], // kty: AKP
      [3, -48], // alg: ML-DSA-44
      [-1, Buffer.from(pub, 'base64url')],
    ]);
    return { coseKey, sign: (data: Buffer) => crypto.sign(null, data, privateKey) };
  }
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = new Map<Cbor, Cbor>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, Buffer.from(jwk.x ?? '', 'base64url')],
    [-3, Buffer.from(jwk.y ?? '', 'base64url')],
  ]);
  return { coseKey, sign: (data: Buffer) => crypto.sign('sha256', data, privateKey) };
}

export type PasskeyAlgorithm = 'ES256' | 'ML-DSA-44';

type PasskeyState = {
  coseKey: Map<Cbor, Cbor>;
  sign: (data: Buffer) => Buffer;
  credentialId: Buffer;
  counter: number;
  userHandle: string;
};

/**
 * A new passkey (a fresh key pair and credential id). With `zeroCounter` it reports a signature
 * counter of 0 every time, as some authenticators (synced passkeys) do.
 */
export function softPasskey(
  algorithm: PasskeyAlgorithm = 'ES256',
  { zeroCounter = false } = {},
): SoftPasskey {
  const { coseKey, sign } = keyPair(algorithm);
  return passkeyFrom(
    { coseKey, sign, credentialId: crypto.randomBytes(16), counter: 0, userHandle: '' },
    zeroCounter,
  );
}

function passkeyFrom(state: PasskeyState, zeroCounter: boolean): SoftPasskey {
  const { coseKey, sign, credentialId } = state;
  /** UP (user present) + UV (user verified), and AT when a credential is attached. */
  const authData = (rpId: string, attested: boolean): Buffer => {
    if (!zeroCounter) state.counter += 1;
    const counter = state.counter;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const parts: Buffer[] = [sha256(rpId), Buffer.from([attested ? 0x45 : 0x05]), count];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      parts.push(Buffer.alloc(16), length, credentialId, cbor(coseKey));
    }
    return Buffer.concat(parts);
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  return {
    id: b64url(credentialId),
    publicKey: b64url(cbor(coseKey)),
    register(options, origin) {
      state.userHandle = options.user.id;
      const data = authData(options.rp.id ?? new URL(origin).hostname, true);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData: data })),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
    authenticate(options, origin) {
      const data = authData(options.rpId ?? new URL(origin).hostname, false);
      const client = clientData('webauthn.get', options.challenge, origin);
      const signature = sign(Buffer.concat([data, sha256(client)]));
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle: state.userHandle || undefined,
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
    clone: () => passkeyFrom({ ...state }, zeroCounter),
  };
}
