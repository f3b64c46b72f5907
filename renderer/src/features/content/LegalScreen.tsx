import ContentScreen from './ContentScreen';

/** /legal/:handle: a store policy (refund, privacy, terms...). */
export default function LegalScreen() {
  return <ContentScreen />;
}
