import type { Order } from '@b2b-portal/api';
import { pathFor } from '@b2b-portal/flows/rules';
import { hrefFor } from '../../app/hashLocation';
import { useMayOpen } from '../../app/mayOpen';
import { api } from '../../services/api';
import { cartSummary } from '../../services/cartSummary';
import { quickOrderEndpoints } from '../../services/endpoints';
import { ReorderPanel } from './ReorderPanel';

/** The order page's Reorder (issue 17), for those who may fill the cart (shoppingcart, Ordering). */
export default function ReorderSection({ order }: { order: Order }) {
  const mayOpen = useMayOpen();
  if (!mayOpen('QuickOrder') || order.items.length === 0) return null;
  return (
    <ReorderPanel
      orderNumber={order.orderNumber}
      lines={order.items}
      cartHref={hrefFor(pathFor('ShoppingCart'))}
      onReorder={async (lineNumbers) => {
        const result = await api.call(quickOrderEndpoints.reorder, {
          body: { id: order.id, ...(lineNumbers && { lineNumbers }) },
          reportProblems: false,
        });
        cartSummary.set(result.cartCount);
        return result;
      }}
    />
  );
}
