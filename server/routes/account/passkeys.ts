import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  addPasskey,
  listPasskeys,
  removePasskey,
  renamePasskey,
  storeChallenge,
  takeChallenge,
} from '../../data/passkeys';
import { httpError, isUniqueViolation } from '../../lib/errors';
import { nfc } from '../../lib/passwords';
import { challengeOf, simpleWebAuthn, userHandleOf } from '../../lib/webauthn';
import { PASSKEY_PROBLEMS } from '../auth/passkeys';
import {
  AccountPasskey,
  AddPasskeyBody,
  PasskeyParams,
  RenamePasskeyBody,
} from '../../../shared/schemas';

/** At most this many passkeys per account. */
const MAX_PASSKEYS = 20;

const NOT_FOUND = 'Passkey not found';

/**
 * /api/account/passkeys: add one (a registration challenge, then the authenticator's answer
 * with the name the reader gave it), rename one, remove one. Passkeys are discoverable
 * (resident) and need user verification, so one alone signs in from /login.
 */
const accountPasskeyRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The session first, on request: a stranger's request is a 401 whatever its body.
  const signedIn = app.authenticate;
  const limit = app.limit('passkeys');

  app.post(
    '/options',
    { bodyLimit: 1024, onRequest: signedIn, preHandler: limit },
    async (request) => {
      const user = request.user;
      if (!user) throw httpError(401, 'Unauthorized, No token');
      const existing = await listPasskeys(app.db, user.id);
      if (existing.length >= MAX_PASSKEYS) {
        throw httpError(400, `An account can have at most ${MAX_PASSKEYS} passkeys`);
      }
      const options = await (
        await simpleWebAuthn()
      ).generateRegistrationOptions({
        rpName: app.relyingParty.name,
        rpID: app.relyingParty.id,
        userName: user.username,
        userDisplayName: user.username,
        userID: userHandleOf(user.id),
        attestationType: 'none',
        excludeCredentials: existing.map((k) => ({ id: k.id, transports: k.transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await storeChallenge(app.db, {
        challenge: options.challenge,
        purpose: 'register',
        userId: user.id,
      });
      return options;
    },
  );

  app.post(
    '/',
    {
      bodyLimit: 32 * 1024,
      schema: { body: AddPasskeyBody, response: { 201: AccountPasskey } },
      onRequest: signedIn,
      preHandler: limit,
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw httpError(401, 'Unauthorized, No token');
      const name = nfc(request.body.name).trim();
      if (!name) throw httpError(400, 'name must be 1 to 60 characters');
      const { response } = request.body;
      const challenge = challengeOf(response.response.clientDataJSON);
      if (!challenge) throw httpError(400, PASSKEY_PROBLEMS.unreadable);
      if (!(await takeChallenge(app.db, challenge, 'register', user.id))) {
        throw httpError(400, PASSKEY_PROBLEMS.expired);
      }
      const verified = await (
        await simpleWebAuthn()
      )
        .verifyRegistrationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: app.relyingParty.origins,
          expectedRPID: app.relyingParty.id,
          requireUserVerification: true,
        })
        .catch((error: unknown) => {
          request.log.info({ err: error }, 'passkey registration refused');
          return undefined;
        });
      if (!verified?.verified) throw httpError(400, PASSKEY_PROBLEMS.failed);
      const { credential } = verified.registrationInfo;
      try {
        await addPasskey(app.db, {
          id: credential.id,
          userId: user.id,
          name,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: response.response.transports ?? [],
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw httpError(409, 'This passkey is already added');
        throw error;
      }
      return reply.code(201).send({
        id: credential.id,
        name,
        createdAt: new Date().toISOString(),
        lastUsedAt: null,
      });
    },
  );

  app.patch(
    '/:id',
    {
      bodyLimit: 1024,
      schema: { params: PasskeyParams, body: RenamePasskeyBody },
      onRequest: signedIn,
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw httpError(401, 'Unauthorized, No token');
      const name = nfc(request.body.name).trim();
      if (!name) throw httpError(400, 'name must be 1 to 60 characters');
      if (!(await renamePasskey(app.db, user.id, request.params.id, name))) {
        throw httpError(404, NOT_FOUND);
      }
      return reply.code(204).send();
    },
  );

  app.delete(
    '/:id',
    { schema: { params: PasskeyParams }, onRequest: signedIn },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw httpError(401, 'Unauthorized, No token');
      if (!(await removePasskey(app.db, user.id, request.params.id))) {
        throw httpError(404, NOT_FOUND);
      }
      return reply.code(204).send();
    },
  );
};

export default accountPasskeyRoutes;
