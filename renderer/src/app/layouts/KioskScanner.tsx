import { KIOSK_PRIORITY, useBarcodeScanner } from '../../components/scan/useBarcodeScanner';
import { useKioskRun } from '../../components/useKioskRun';
import { useScanLookup } from '../../components/scan/useScanLookup';
import { useScanToCart } from '../../components/scan/useScanToCart';

/**
 * At a trade counter the scanner works on every screen: on a kiosk, a scan anywhere puts one
 * carton step of its variant in the cart (quick order and the cart take their own scans first).
 * Shown only for a signed-in buyer: the cart is theirs.
 */
export default function KioskScanner() {
  const kiosk = useKioskRun() === true;
  const lookup = useScanLookup();
  const toCart = useScanToCart();
  useBarcodeScanner(
    async (code) => {
      const entry = await lookup(code);
      if (entry) await toCart(entry);
    },
    { enabled: kiosk, priority: KIOSK_PRIORITY },
  );
  return null;
}
