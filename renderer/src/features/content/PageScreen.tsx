import ContentScreen from './ContentScreen';

/** /pages/:handle: a content page of the store (about us...); same call as policies. */
export default function PageScreen() {
  return <ContentScreen />;
}
