import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { passkeyById, storeChallenge, takeChallenge, touchPasskey } from '../../data/passkeys';
import { httpError } from '../../lib/errors';
import { challengeOf, simpleWebAuthn } from '../../lib/webauthn';
import { LoginResponse, PasskeyLoginBody } from '../../../shared/schemas';

export const PASSKEY_PROBLEMS = {
  unreadable: 'The passkey answer could not be read; try again',
  expired: 'This passkey request has expired or was already used; try again',
  unknown: 'This passkey is not registered on this site (it may have been removed)',
  failed: 'The passkey could not be verified; try again',
  counter:
    'This passkey was refused: its signature counter did not go up, as happens when a passkey has been copied or its answer sent twice. Sign in with your password and check your passkeys on your account page.',
} as const;

/**
 * "Sign in with a passkey": POST /api/auth/passkey/options hands out a challenge (stored,
 * single use, 5 minutes) with no allowed credentials, so the browser offers the discoverable
 * passkeys it holds for this site and no email is typed; POST /api/auth/passkey checks the
 * signed answer against the passkey it names and starts a session as a login does.
 */
const passkeyLoginRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const limit = app.limit('passkeys');

  app.post('/passkey/options', { bodyLimit: 1024, onRequest: limit }, async () => {
    const options = await (
      await simpleWebAuthn()
    ).generateAuthenticationOptions({
      rpID: app.relyingParty.id,
      userVerification: 'required',
    });
    await storeChallenge(app.db, { challenge: options.challenge, purpose: 'login' });
    return options;
  });

  app.post(
    '/passkey',
    {
      bodyLimit: 32 * 1024,
      schema: { body: PasskeyLoginBody, response: { 200: LoginResponse } },
      onRequest: limit,
    },
    async (request, reply) => {
      const { response } = request.body;
      const challenge = challengeOf(response.response.clientDataJSON);
      if (!challenge) throw httpError(400, PASSKEY_PROBLEMS.unreadable);
      if (!(await takeChallenge(app.db, challenge, 'login'))) {
        throw httpError(400, PASSKEY_PROBLEMS.expired);
      }
      const passkey = await passkeyById(app.db, response.id);
      if (!passkey) throw httpError(401, PASSKEY_PROBLEMS.unknown);
      const verified = await (
        await simpleWebAuthn()
      )
        .verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: app.relyingParty.origins,
          expectedRPID: app.relyingParty.id,
          // The signature counter is checked once, by touchPasskey's conditional UPDATE below:
          // the library's own check reads the counter this request saw, which a concurrent
          // sign-in may already have moved on (two answers at once must not both pass).
          credential: {
            id: passkey.id,
            publicKey: Buffer.from(passkey.publicKey, 'base64url'),
            counter: 0,
            transports: passkey.transports,
          },
          requireUserVerification: true,
        })
        .catch((error: unknown) => {
          request.log.info({ err: error }, 'passkey sign-in refused');
          return undefined;
        });
      if (!verified?.verified) throw httpError(401, PASSKEY_PROBLEMS.failed);
      // A user handle, when the authenticator sends one, must name the passkey's own account.
      const handle = response.response.userHandle;
      if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== passkey.userId) {
        throw httpError(401, PASSKEY_PROBLEMS.failed);
      }
      if (!(await touchPasskey(app.db, passkey.id, verified.authenticationInfo.newCounter))) {
        throw httpError(401, PASSKEY_PROBLEMS.counter);
      }
      // A passkey added before the address was verified signs in, but never as the owner.
      await app.sessions.start(passkey.userId, request, reply, {
        earlyPasskey: !passkey.addressVerified,
      });
      return {
        message: 'Login successful',
        user: { userId: passkey.userId, username: passkey.username, email: passkey.email },
      };
    },
  );
};

export default passkeyLoginRoutes;
