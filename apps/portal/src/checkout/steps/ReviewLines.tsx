import type { CheckoutLines } from '@b2b-portal/api';
import { DocumentTreeLines } from '../../documents/DocumentTreeLines';
import { t } from '../../services/messages/checkout';

/**
 * The lines the buyer orders, on the review (issue 16): ui's `DocumentLines`, read-only, as the compact table
 * where it fits and as a card per line where it does not (never the whole table: the review is a summary).
 * Loaded after the checkout's first paint (`lazySteps.tsx`).
 */
export default function ReviewLines({ lines }: { lines: CheckoutLines }) {
  return (
    <DocumentTreeLines
      aria-label={t('Checkout.OrderLines')}
      groups={lines.groups}
      bundles={lines.bundles}
      items={lines.items}
      showPricing={lines.showPricing}
      layout="compactOrCards"
      labels={{ requestPricing: t('Checkout.RequestPricing'), empty: t('Global.NoRecordsFound') }}
    />
  );
}
