// STUB (owner: COMMERCE-UI)
export default function CartScreen() {
  return <p>Coming soon.</p>;
}
