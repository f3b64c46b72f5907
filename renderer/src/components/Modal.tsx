import { useCallback, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button, type ButtonVariant } from './Button';
import { openerOfDialog, returnFocus } from './dialogFocus';
import { isComposing } from '../lib/composition';

export interface ModalButton<T> {
  label: string;
  value: T;
  variant?: ButtonVariant;
}

export interface ModalProps<T> {
  open: boolean;
  title: string;
  description?: ReactNode;
  buttons: ReadonlyArray<ModalButton<T>>;
  /** The clicked button's value, or null for Escape / close. */
  onResult: (value: T | null) => void;
  /** The button Enter presses in the dialog's field (a form of one field, e.g. a name): it answers this value. */
  submit?: T;
  children?: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog>: the page behind is inert, Tab cycles inside,
 * Escape answers null, and focus goes back to whatever opened it (dialogFocus). It is drawn at the end of the
 * body, not where it is declared: opened from a part of the page that is hidden (the narrow
 * window's folded menu), it would otherwise be an invisible dialog that blocks every click.
 */
export function Modal<T>({ open, title, description, buttons, onResult, submit, children }: ModalProps<T>) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const shown = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  // The app, not the browser, gives the keyboard back: Chromium's own return after a dialog
  // closes differs between versions, and the control that opened it is where the buyer was.
  const close = useCallback(() => {
    const dialog = ref.current;
    if (!shown.current) return;
    shown.current = false;
    if (dialog?.open) dialog.close();
    returnFocus(opener.current, dialog);
  }, []);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = openerOfDialog();
      dialog.showModal();
      shown.current = true;
    } else if (!open && dialog.open) {
      close();
    }
  }, [open, close]);

  // useModal unmounts the dialog instead of closing it: closed here while it is still in the page.
  useLayoutEffect(() => () => close(), [close]);

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || isComposing(event) || !ref.current) return;
    const items = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <dialog
      ref={ref}
      className="modal"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault(); // React state closes it, so `open` stays the truth
        onResult(null);
      }}
      onKeyDown={trapTab}
    >
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      {description && (
        <div id={descriptionId} className="modal__description">
          {description}
        </div>
      )}
      {submit === undefined ? (
        <>
          {children}
          <ModalButtons buttons={buttons} onResult={onResult} />
        </>
      ) : (
        <form
          className="modal__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onResult(submit);
          }}
        >
          {children}
          <ModalButtons buttons={buttons} onResult={onResult} submit={submit} />
        </form>
      )}
    </dialog>,
    document.body,
  );
}

/** The dialog's buttons; the `submit` one is the form's, so Enter in its field presses it. */
function ModalButtons<T>({ buttons, onResult, submit }: Pick<ModalProps<T>, 'buttons' | 'onResult' | 'submit'>) {
  return (
    <div className="modal__buttons">
      {buttons.map((button) =>
        submit !== undefined && button.value === submit ? (
          <Button key={button.label} type="submit" variant={button.variant ?? 'secondary'}>
            {button.label}
          </Button>
        ) : (
          <Button key={button.label} variant={button.variant ?? 'secondary'} onClick={() => onResult(button.value)}>
            {button.label}
          </Button>
        ),
      )}
    </div>
  );
}

type AskOptions<T> = Omit<ModalProps<T>, 'open' | 'onResult'>;

/**
 * `const { ask, modal } = useModal<string>()`; render `{modal}` and
 * `const choice = await ask({ title, description, buttons })` resolves with the clicked value or null.
 */
export function useModal<T>() {
  const [state, setState] = useState<{ options: AskOptions<T>; resolve: (value: T | null) => void } | null>(null);
  const ask = useCallback(
    (options: AskOptions<T>) => new Promise<T | null>((resolve) => setState({ options, resolve })),
    [],
  );
  const modal = state ? (
    <Modal<T>
      {...state.options}
      open
      onResult={(value) => {
        state.resolve(value);
        setState(null);
      }}
    />
  ) : null;
  return { ask, modal };
}
