'use client';

import { startAuthentication, startRegistration, browserSupportsWebAuthn } from '@simplewebauthn/browser';
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { runAction } from '@/lib/portal/actions/use-action-message';

/** The server's half of a ceremony: a challenge id and the options for the browser. */
export type Ceremony<O> = { challengeId: string; options: O };

const failure = (message: string): ActionResult => ({ ok: false, code: 0, message, fieldErrors: {} });

/** The browser's passkey prompt closed or refused: a cancel reads differently from a failure. */
function browserFailure(error: unknown): ActionResult {
  const name = (error as { name?: string })?.name;
  return failure(name === 'NotAllowedError' || name === 'AbortError' ? 'admin.errors.passkeyCancelled' : 'admin.errors.passkey');
}

/** A passkey check (sign-in or re-authentication): options from the server, the prompt, the answer back. */
export async function passkeyCheck(
  begin: () => Promise<ActionResult<Ceremony<PublicKeyCredentialRequestOptionsJSON>>>,
  finish: (input: { challengeId: string; response: AuthenticationResponseJSON }) => Promise<ActionResult>,
): Promise<ActionResult> {
  if (!browserSupportsWebAuthn()) return failure('admin.errors.unsupported');
  const started = await runAction(begin, undefined as never);
  if (!started.ok) return started;
  let response: AuthenticationResponseJSON;
  try {
    response = await startAuthentication({ optionsJSON: started.data.options });
  } catch (error) {
    return browserFailure(error);
  }
  return runAction(finish, { challengeId: started.data.challengeId, response });
}

/** Registers a new passkey (enrolment). */
export async function passkeyRegistration(
  begin: () => Promise<ActionResult<Ceremony<PublicKeyCredentialCreationOptionsJSON>>>,
  finish: (input: { challengeId: string; response: RegistrationResponseJSON }) => Promise<ActionResult>,
): Promise<ActionResult> {
  if (!browserSupportsWebAuthn()) return failure('admin.errors.unsupported');
  const started = await runAction(begin, undefined as never);
  if (!started.ok) return started;
  let response: RegistrationResponseJSON;
  try {
    response = await startRegistration({ optionsJSON: started.data.options });
  } catch (error) {
    return browserFailure(error);
  }
  return runAction(finish, { challengeId: started.data.challengeId, response });
}

export interface ReauthActions {
  beginReauth: () => Promise<ActionResult<Ceremony<PublicKeyCredentialRequestOptionsJSON>>>;
  finishReauth: (input: { challengeId: string; response: AuthenticationResponseJSON }) => Promise<ActionResult>;
}

/**
 * Asks the member of staff to confirm it is them; `passkey` runs the passkey check. Answers once the
 * session is re-authenticated (ok) or the prompt was given up (a failure to show).
 */
export type ReauthPrompt = (passkey: () => Promise<ActionResult>) => Promise<ActionResult>;

let prompt: ReauthPrompt | undefined;

/**
 * The console layout's ReauthPromptHost registers here while it is mounted: with an authenticator app
 * set up it asks "passkey or code" in a dialog. Answers a function that unregisters it.
 */
export function registerReauthPrompt(next: ReauthPrompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = undefined;
  };
}

/**
 * A fresh second factor: through the console's prompt (passkey or TOTP code) when one is mounted,
 * otherwise the passkey check alone.
 */
export function reauthenticate(reauth: ReauthActions): Promise<ActionResult> {
  const passkey = () => passkeyCheck(reauth.beginReauth, reauth.finishReauth);
  return prompt ? prompt(passkey) : passkey();
}

/**
 * Runs a dangerous action; when the server asks for a fresh second factor first
 * ('admin.errors.reauth'), gets one (reauthenticate) and runs the action once more.
 */
export async function withReauth<T>(run: () => Promise<ActionResult<T>>, reauth: ReauthActions): Promise<ActionResult<T>> {
  const first = await run();
  if (first.ok || first.message !== 'admin.errors.reauth') return first;
  const checked = await reauthenticate(reauth);
  if (!checked.ok) return checked as ActionResult<T>;
  return run();
}
