/** The line under a quantity box: what the typed text was read as, or why it is no quantity. */
export function QuantityNote({ id, text, unread }: { id: string; text: string | null; unread: boolean }) {
  if (!text) return null;
  return (
    <span id={id} className={unread ? 'quantity-note quantity-note--unread' : 'quantity-note'} role={unread ? 'alert' : 'status'}>
      {text}
    </span>
  );
}
