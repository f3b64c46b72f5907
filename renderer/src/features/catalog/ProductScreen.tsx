// STUB (owner: COMMERCE-UI)
export default function ProductScreen() {
  return <p>Coming soon.</p>;
}
