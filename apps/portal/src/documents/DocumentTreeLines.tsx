import { CART_QUANTITY_LIMITS, CART_SERVICE_LENGTH_LIMITS } from '@b2b-portal/api';
import { type DocumentTree, flattenDocumentTree } from '@b2b-portal/flows/rules';
import { DocumentLines, type DocumentLinesProps } from '@b2b-portal/ui';
import { useMemo } from 'react';

export type DocumentTreeLinesProps = DocumentTree & Omit<DocumentLinesProps, 'rows'>;

/**
 * A document's line tree (groups, bundles, items) as the line table: the rows, their line numbers, prices,
 * subtotals and request items come from `flattenDocumentTree` of flows; ui's `DocumentLines` draws them, with the
 * contract's largest quantity and service length for editable lines.
 */
export function DocumentTreeLines({
  groups,
  bundles,
  items,
  showPricing = true,
  ...props
}: DocumentTreeLinesProps) {
  const rows = useMemo(
    () => flattenDocumentTree({ groups, bundles, items }, { showPricing }),
    [groups, bundles, items, showPricing],
  );
  return (
    <DocumentLines
      maxQuantity={CART_QUANTITY_LIMITS.max}
      maxServiceLength={CART_SERVICE_LENGTH_LIMITS.max}
      {...props}
      rows={rows}
      showPricing={showPricing}
    />
  );
}
