/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { reauthenticate, withReauth, type ReauthActions } from './ceremony';
import { ReauthPromptHost } from './reauth-prompt';

jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: jest.fn(() => true),
  startAuthentication: jest.fn(),
  startRegistration: jest.fn(),
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const webauthn = require('@simplewebauthn/browser') as { browserSupportsWebAuthn: jest.Mock; startAuthentication: jest.Mock };

// jsdom has no modal dialogs: showModal opens it, close closes it and fires 'close' as a browser does.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const ok: ActionResult = { ok: true, data: null };
const refused = (message: string, code = 401, fieldErrors: Record<string, string> = {}): ActionResult<never> => ({ ok: false, code, message, fieldErrors });

function reauthActions(): ReauthActions & { beginReauth: jest.Mock; finishReauth: jest.Mock } {
  return {
    beginReauth: jest.fn(async () => ({ ok: true as const, data: { challengeId: 'c1', options: { challenge: 'x' } as never } })),
    finishReauth: jest.fn(async () => ok),
  };
}

/** A dangerous action the server refuses once for a stale second factor, then runs. */
function dangerous() {
  return jest.fn<Promise<ActionResult<{ done: true }>>, []>().mockResolvedValueOnce(refused('admin.errors.reauth')).mockResolvedValue({ ok: true, data: { done: true } });
}

function mount(hasTotp: boolean, reauthWithCode: jest.Mock, locale: 'en' | 'ko' = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : ko} onError={(error) => { throw error; }}>
      <button type="button">Revoke</button>
      <ReauthPromptHost hasTotp={hasTotp} reauthWithCode={reauthWithCode} />
    </NextIntlClientProvider>,
  );
}

/** Starts withReauth the way a panel does, from its focused button; answers its result, still pending. */
async function startFromButton(run: () => Promise<ActionResult<{ done: true }>>, actions: ReauthActions): Promise<{ pending: Promise<ActionResult<{ done: true }>> }> {
  screen.getByRole('button', { name: 'Revoke' }).focus();
  let pending!: Promise<ActionResult<{ done: true }>>;
  await act(async () => {
    pending = withReauth(run, actions);
    // The action's first answer and the prompt's opening settle inside act.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { pending };
}

beforeEach(() => {
  webauthn.browserSupportsWebAuthn.mockReturnValue(true);
  webauthn.startAuthentication.mockReset().mockResolvedValue({ id: 'cred' });
});

describe('the re-authentication prompt with an authenticator app', () => {
  it('confirms with a code: a wrong one keeps the dialog open with its error, the right one runs the action again', async () => {
    const user = userEvent.setup();
    const reauthWithCode = jest.fn().mockResolvedValueOnce(refused('admin.errors.code')).mockResolvedValue(ok);
    mount(true, reauthWithCode);
    const actions = reauthActions();
    const run = dangerous();
    const { pending } = await startFromButton(run, actions);
    const settled = jest.fn();
    void pending.then(settled);

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    const field = screen.getByLabelText('Code from your authenticator app');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('maxlength', '6');
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Use my passkey' })).toBeInTheDocument();

    // Not six digits: refused in the browser, the server is not asked.
    await user.type(field, '12a');
    await user.click(screen.getByRole('button', { name: 'Confirm with the code' }));
    expect(await screen.findByText('Enter the six-digit code your app shows now.')).toBeInTheDocument();
    expect(reauthWithCode).not.toHaveBeenCalled();

    // A code the server refuses: the error beside the field, the dialog still open, nothing resolved.
    await user.clear(field);
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm with the code' }));
    expect(await screen.findByText(/That is not the code your app shows now/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(dialog).toBeVisible();
    expect(reauthWithCode).toHaveBeenCalledWith({ code: '111111' });
    expect(settled).not.toHaveBeenCalled();
    expect(run).toHaveBeenCalledTimes(1);

    await user.clear(field);
    await user.type(field, '246810');
    await user.click(screen.getByRole('button', { name: 'Confirm with the code' }));
    await expect(pending).resolves.toEqual({ ok: true, data: { done: true } });
    expect(reauthWithCode).toHaveBeenLastCalledWith({ code: '246810' });
    expect(run).toHaveBeenCalledTimes(2);
    expect(actions.beginReauth).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Revoke' })).toHaveFocus();
  });

  it('confirms with the passkey instead: a closed passkey prompt keeps the dialog open, the next try goes through', async () => {
    const user = userEvent.setup();
    const reauthWithCode = jest.fn();
    mount(true, reauthWithCode);
    const actions = reauthActions();
    const run = dangerous();
    webauthn.startAuthentication.mockRejectedValueOnce(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
    const { pending } = await startFromButton(run, actions);

    await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(screen.getByRole('button', { name: 'Use my passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The passkey prompt was closed before it finished.');
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(run).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Use my passkey' }));
    await expect(pending).resolves.toEqual({ ok: true, data: { done: true } });
    expect(actions.beginReauth).toHaveBeenCalledTimes(2);
    expect(actions.finishReauth).toHaveBeenCalledWith({ challengeId: 'c1', response: { id: 'cred' } });
    expect(reauthWithCode).not.toHaveBeenCalled();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('Cancel gives up: the action is not run again and the caller gets a message to show', async () => {
    const user = userEvent.setup();
    mount(true, jest.fn());
    const run = dangerous();
    const { pending } = await startFromButton(run, reauthActions());
    await screen.findByRole('dialog');
    await user.type(screen.getByLabelText('Code from your authenticator app'), '12');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(pending).resolves.toMatchObject({ ok: false, message: 'admin.errors.reauthCancelled' });
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke' })).toHaveFocus();
  });

  it('a session that ended closes the dialog with that failure', async () => {
    const user = userEvent.setup();
    mount(true, jest.fn().mockResolvedValue(refused('admin.errors.signin')));
    const { pending } = await startFromButton(dangerous(), reauthActions());
    await user.type(await screen.findByLabelText('Code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm with the code' }));
    await expect(pending).resolves.toMatchObject({ ok: false, message: 'admin.errors.signin' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a rate limit above the form and stays open', async () => {
    const user = userEvent.setup();
    mount(true, jest.fn().mockResolvedValue(refused('admin.errors.tooMany', 429)));
    await startFromButton(dangerous(), reauthActions());
    await user.type(await screen.findByLabelText('Code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm with the code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a minute and try again.');
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('speaks Korean in the Korean console', async () => {
    mount(true, jest.fn(), 'ko');
    await startFromButton(dangerous(), reauthActions());
    expect(await screen.findByRole('dialog', { name: ko.admin.reauth.title })).toBeVisible();
    expect(screen.getByLabelText(ko.admin.reauth.codeLabel)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ko.admin.reauth.passkey })).toBeInTheDocument();
  });
});

/** A console panel as they are built: a reason typed, a button disabled while its withReauth runs. */
function Panel({ run, actions }: { run: () => Promise<ActionResult<{ done: true }>>; actions: ReauthActions }) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  return (
    <div>
      <label htmlFor="reason">Reason</label>
      <input id="reason" />
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          const result = await withReauth(run, actions);
          setBusy(false);
          setNotice(result.ok ? 'Blocked' : result.message);
        }}
      >
        Block
      </button>
      <p role="status">{notice}</p>
    </div>
  );
}

describe('the re-authentication prompt from a panel', () => {
  it('keeps what was typed in the panel, and gives focus back to its button once it is enabled again', async () => {
    const user = userEvent.setup();
    const reauthWithCode = jest.fn().mockResolvedValueOnce(refused('admin.errors.code')).mockResolvedValue(ok);
    let finishRun!: (result: ActionResult<{ done: true }>) => void;
    const run = jest
      .fn<Promise<ActionResult<{ done: true }>>, []>()
      .mockResolvedValueOnce(refused('admin.errors.reauth'))
      .mockImplementationOnce(() => new Promise((resolve) => (finishRun = resolve)));
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <Panel run={run} actions={reauthActions()} />
        <ReauthPromptHost hasTotp reauthWithCode={reauthWithCode} />
      </NextIntlClientProvider>,
    );
    await user.type(screen.getByLabelText('Reason'), 'Abusive comments');
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const field = await screen.findByLabelText('Code from your authenticator app');
    await user.type(field, '111111');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/That is not the code your app shows now/)).toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toHaveValue('Abusive comments');

    await user.clear(field);
    await user.type(field, '222222{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The action runs again; its button is still disabled, so focus waits for it.
    expect(screen.getByRole('button', { name: 'Block' })).toBeDisabled();
    await act(async () => finishRun({ ok: true, data: { done: true } }));
    expect(screen.getByRole('status')).toHaveTextContent('Blocked');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Block' })).toHaveFocus());
    expect(screen.getByLabelText('Reason')).toHaveValue('Abusive comments');
  });
});

describe('the re-authentication prompt without an authenticator app', () => {
  it('goes straight to the passkey, without a dialog', async () => {
    mount(false, jest.fn());
    const actions = reauthActions();
    const run = dangerous();
    await expect((await startFromButton(run, actions)).pending).resolves.toEqual({ ok: true, data: { done: true } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(actions.finishReauth).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('with no prompt mounted (outside the console layout) reauthenticate is the passkey check', async () => {
    webauthn.browserSupportsWebAuthn.mockReturnValue(false);
    await expect(reauthenticate(reauthActions())).resolves.toMatchObject({ ok: false, message: 'admin.errors.unsupported' });
  });
});
