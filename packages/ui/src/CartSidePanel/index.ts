export {
  type CartPanelLine,
  CartSidePanel,
  type CartSidePanelLabels,
  type CartSidePanelProps,
  defaultCartSidePanelLabels,
} from './CartSidePanel';
