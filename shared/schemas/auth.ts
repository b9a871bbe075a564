import { Type, type Static } from '@sinclair/typebox';
import { Email, Password, Username } from './common';

export const SignupBody = Type.Object({ username: Username, email: Email, password: Password });
export type SignupBody = Static<typeof SignupBody>;

export const LoginBody = Type.Object({
  email: Email,
  // Not the signup rules: an old or mistyped password still gets the one "wrong" answer.
  password: Type.String({ minLength: 1, maxLength: 128 }),
});
export type LoginBody = Static<typeof LoginBody>;

const PublicUser = Type.Object({
  userId: Type.String(),
  username: Type.String(),
  email: Type.String(),
});

export const LoginResponse = Type.Object({ message: Type.String(), user: PublicUser });
