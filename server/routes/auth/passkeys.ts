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
          credential: {
            id: passkey.id,
            publicKey: Buffer.from(passkey.publicKey, 'base64url'),
            counter: passkey.counter,
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
      await touchPasskey(app.db, passkey.id, verified.authenticationInfo.newCounter);
      await app.sessions.start(passkey.userId, request, reply);
      return {
        message: 'Login successful',
        user: { userId: passkey.userId, username: passkey.username, email: passkey.email },
      };
    },
  );
};

export default passkeyLoginRoutes;
