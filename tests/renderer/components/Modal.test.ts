// @vitest-environment jsdom
import { act, createElement, useState } from 'react';
import { beforeAll, expect, it } from 'vitest';
import { Modal, useModal } from '../../../renderer/src/components/Modal';
import { testScreen } from './testScreen';

const screen = testScreen();

beforeAll(() => {
  // jsdom has the element but not its modal behaviour. Its close leaves the keyboard on the closed
  // dialog, as some Chromium versions do: where it goes next must be the app's doing.
  const proto = HTMLDialogElement.prototype as { showModal: () => void; close: () => void };
  proto.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.tabIndex = -1;
    this.focus();
  };
});

const button = (name: string) => Array.from(document.querySelectorAll('button')).find((b) => b.textContent === name)!;

/** A screen whose button opens a dialog that is closed by setting `open` (as the cart's review and Repeat order are). */
function Screen() {
  const [open, setOpen] = useState(false);
  return createElement(
    'div',
    null,
    createElement('button', { type: 'button', onClick: () => setOpen(true) }, 'Repeat order'),
    createElement('button', { type: 'button' }, 'Elsewhere'),
    createElement(Modal<'ok'>, { open, title: 'Repeat this order', buttons: [{ label: 'Cancel', value: 'ok' }], onResult: () => setOpen(false) }),
  );
}

/** A dialog asked through useModal, which unmounts it when answered. */
function Asking() {
  const { ask, modal } = useModal<'ok'>();
  return createElement('div', null, createElement('button', { type: 'button', onClick: () => void ask({ title: 'Delete?', buttons: [{ label: 'Keep', value: 'ok' }] }) }, 'Delete list'), modal);
}

async function openFrom(name: string) {
  button(name).focus();
  await act(async () => button(name).click());
  button(name === 'Delete list' ? 'Keep' : 'Cancel').focus();
}

it('gives the keyboard back to the opener as soon as a dialog closes, by Escape or a button', async () => {
  await screen.show(createElement(Screen));
  await openFrom('Repeat order');
  expect(document.activeElement?.textContent).toBe('Cancel');
  await act(async () => void document.querySelector('dialog')!.dispatchEvent(new Event('cancel', { cancelable: true })));
  expect(document.querySelector('dialog[open]')).toBeNull();
  expect(document.activeElement).toBe(button('Repeat order'));

  await openFrom('Repeat order');
  await act(async () => button('Cancel').click());
  expect(document.activeElement).toBe(button('Repeat order'));
});

it('gives it back when the dialog is taken out of the page on its answer', async () => {
  await screen.show(createElement(Asking));
  await openFrom('Delete list');
  await act(async () => button('Keep').click());
  expect(document.querySelector('dialog')).toBeNull();
  expect(document.activeElement).toBe(button('Delete list'));
});
