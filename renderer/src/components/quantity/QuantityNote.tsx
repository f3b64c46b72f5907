interface Answer {
  label: string;
  run: () => void;
}

interface QuantityNoteProps {
  id: string;
  text: string | null;
  unread: boolean;
  /** A jump asked about: the buyer's two answers. */
  answer?: { use: Answer; keep: Answer } | null;
}

/** The line under a quantity box: what the typed text was read as, why it is no quantity, or a jump to confirm. */
export function QuantityNote({ id, text, unread, answer }: QuantityNoteProps) {
  if (!text) return null;
  const flagged = unread || Boolean(answer);
  return (
    <span id={id} className={flagged ? 'quantity-note quantity-note--unread' : 'quantity-note'} role={flagged ? 'alert' : 'status'}>
      {text}
      {answer && (
        <span className="quantity-note__answers">
          <button type="button" className="link-button" onClick={answer.use.run}>
            {answer.use.label}
          </button>
          <button type="button" className="link-button" onClick={answer.keep.run}>
            {answer.keep.label}
          </button>
        </span>
      )}
    </span>
  );
}
