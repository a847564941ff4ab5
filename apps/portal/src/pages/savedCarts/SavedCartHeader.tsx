import type { SavedCart } from '@b2b-portal/api';
import { DescriptionList, formatDate } from '@b2b-portal/ui';
import { t } from '../../services/messages/shop';

/**
 * The header fields of a saved or shared cart as a grid: number, dates, owner and item count. None is ever empty
 * (the owner falls back to the sales team), so the list needs no 'Not given' text of the catalogue.
 */
export function SavedCartHeader({ cart }: { cart: SavedCart }) {
  return (
    <DescriptionList
      layout="grid"
      groups={[
        {
          items: [
            { term: t('SavedCarts.Number'), description: cart.documentNumber },
            { term: t('SavedCarts.Created'), description: formatDate(cart.createdDate) },
            { term: t('SavedCarts.Modified'), description: formatDate(cart.modifiedDate) },
            { term: t('SavedCarts.Owner'), description: cart.ownerName || t('SavedCarts.SalesTeam') },
            { term: t('SavedCarts.Items'), description: cart.count },
          ],
        },
      ]}
    />
  );
}
