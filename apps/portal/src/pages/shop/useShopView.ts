import { useCallback, useState } from 'react';

export type ShopView = 'grid' | 'list';

/** Where this browser keeps the shop's view: the buyer's last choice, grid or list. */
export const SHOP_VIEW_KEY = 'b2b-portal.shop.view';

function storedView(): ShopView {
  try {
    return localStorage.getItem(SHOP_VIEW_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** The product results' view, remembered per browser (local storage); grid until the buyer picks the list. */
export function useShopView(): [ShopView, (view: ShopView) => void] {
  const [view, setView] = useState<ShopView>(storedView);
  const choose = useCallback((next: ShopView) => {
    setView(next);
    try {
      localStorage.setItem(SHOP_VIEW_KEY, next);
    } catch {
      // Storage refused (private mode, quota): the choice holds for this visit.
    }
  }, []);
  return [view, choose];
}
