// STUB (owner: COMMERCE-UI)
export default function ProductListScreen() {
  return <p>Coming soon.</p>;
}
