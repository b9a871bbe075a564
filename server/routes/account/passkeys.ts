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
import { passkeyAddedLink } from '../../mail/flows';
import { PASSKEY_PROBLEMS } from '../auth/passkeys';
import {
  AccountPasskey,
  AddPasskeyBody,
  PasskeyOptionsBody,
  PasskeyParams,
  RenamePasskeyBody,
} from '../../../shared/schemas';
import { checkPassword, userOf } from './confirm';

/** At most this many passkeys per account. */
const MAX_PASSKEYS = 20;

const NOT_FOUND = 'Passkey not found';

const UNVERIFIED =
  'Verify your email address first: a passkey can be added once the link mailed to it is opened.';

/**
 * /api/account/passkeys: add one (the password, then a registration challenge, then the
 * authenticator's answer with the name the reader gave it; the address is told by mail, with a
 * link that ends it), rename one, remove one. Passkeys are discoverable (resident) and need
 * user verification, so one alone signs in from /login. Adding needs a verified address: a
 * passkey outlives what a stranger who signed up with someone's address could otherwise keep.
 */
const accountPasskeyRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The session first, on request: a stranger's request is a 401 whatever its body.
  const signedIn = app.authenticate;
  const limit = app.limit('passkeys');
  // The password is checked here: as few guesses as the other changes on /account.
  const changes = app.limit('accountChanges', (request) => request.user?.id ?? '');

  app.post(
    '/options',
    {
      bodyLimit: 1024,
      schema: { body: PasskeyOptionsBody },
      onRequest: signedIn,
      preHandler: [limit, changes],
    },
    async (request) => {
      const user = userOf(request);
      if (!user.emailVerified) throw httpError(403, UNVERIFIED);
      // The challenge is the proof the password was given: it is stored only after, for this
      // account, and a registration must answer it within its 5 minutes.
      await checkPassword(app.db, user.id, request.body.password, 'password');
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
      const user = userOf(request);
      if (!user.emailVerified) throw httpError(403, UNVERIFIED);
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
      let mail;
      try {
        mail = await addPasskey(
          app.db,
          {
            id: credential.id,
            userId: user.id,
            name,
            publicKey: Buffer.from(credential.publicKey).toString('base64url'),
            counter: credential.counter,
            transports: response.response.transports ?? [],
          },
          (tx) => passkeyAddedLink(tx, app.mail.context, user, { id: credential.id, name }),
        );
      } catch (error) {
        if (isUniqueViolation(error, 'passkeys_pkey')) {
          throw httpError(409, 'This passkey is already added');
        }
        throw error;
      }
      app.mail.later(mail);
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
