/** One thing said about the cart; `id` tells a repeat of the same words from the words still shown. */
export interface CartSaid {
  id: number;
  text: string;
}

/**
 * The cart's polite live region, there before anything is said so the first change is heard: each
 * saved change once, a new one replacing the last (a new paragraph, so the same words are said again).
 */
export function CartAnnouncer({ said }: { said: CartSaid | null }) {
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {said && <p key={said.id}>{said.text}</p>}
    </div>
  );
}
