// STUB (owner: COMMERCE-UI)
export default function PreviewScreen() {
  return <p>Coming soon.</p>;
}
