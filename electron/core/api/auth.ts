import type { ParsedInput } from '../../../contract/contract';
import { fail, ok, type Result } from '../../../contract/result';
import { redirectAnswerSchema, resetVerifiedSchema, type RedirectAnswer } from '../../../contract/schemas/auth';
import { MESSAGES } from '../http/errors';
import type { Connection } from '../http/connection';
import { anyBody, DONE, expectSuccess, mapData, notDone, successSchema } from './common';

const post = <S extends Parameters<Connection['call']>[2]>(
  c: Connection,
  channel: Parameters<Connection['call']>[0],
  path: string,
  json: unknown,
  schema: S,
) => c.call(channel, { method: 'POST', path, json }, schema);

/** A redirect answer with a falsy `success` is a refusal in the store's words. */
function redirectTo(result: Result<RedirectAnswer>, fallback: string): Result<{ redirect_url: string; message?: string }> {
  if (!result.ok) return result;
  const { success, redirect_url, message } = result.data;
  if (!success) return fail({ kind: 'store', message: message ?? MESSAGES.store });
  return ok({ redirect_url: redirect_url ?? fallback, ...(message === undefined ? {} : { message }) });
}

/**
 * The server's redirect_url is where the buyer goes next; without one, home.
 */
export const login = async (c: Connection, { email, password, is_remember, redirect_url }: ParsedInput<'auth:login'>) => {
  const json = { email, password, is_remember, ...(redirect_url === undefined ? {} : { redirect_url }) };
  return mapData(redirectTo(await post(c, 'auth:login', '_api/auth/login', json, redirectAnswerSchema), '/'), (b) => ({ redirect_url: b.redirect_url }));
};

/** After sign-up the store names where to go; without one, login. */
export const signup = async (c: Connection, input: ParsedInput<'auth:signup'>) =>
  redirectTo(await post(c, 'auth:signup', '_api/auth/signup', input, redirectAnswerSchema), '/login');

export const logout = async (c: Connection) =>
  mapData(await post(c, 'auth:logout', '_api/auth/logout', {}, anyBody), () => DONE);

export const forgotPassword = async (c: Connection, input: ParsedInput<'auth:forgotPassword'>) =>
  expectSuccess(await post(c, 'auth:forgotPassword', '_api/auth/forgot-password', input, successSchema));

export const resetPassword = async (c: Connection, input: ParsedInput<'auth:resetPassword'>) =>
  expectSuccess(await post(c, 'auth:resetPassword', '_api/auth/reset-password', input, successSchema));

export const verifyReset = async (c: Connection, input: ParsedInput<'auth:verifyReset'>) => {
  const result = await post(c, 'auth:verifyReset', '_api/auth/reset-password/verify', input, resetVerifiedSchema);
  return result.ok && !result.data.success ? notDone() : result;
};

export const activate = async (c: Connection, input: ParsedInput<'auth:activate'>) =>
  expectSuccess(await post(c, 'auth:activate', '_api/auth/activation', input, successSchema));

/** The body is not read; only success or failure matters. */
export const verifyActivation = async (c: Connection, input: ParsedInput<'auth:verifyActivation'>) =>
  mapData(await post(c, 'auth:verifyActivation', '_api/auth/activation/verify', input, anyBody), () => DONE);
