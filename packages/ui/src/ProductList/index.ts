export {
  defaultProductListLabels,
  ProductList,
  type ProductListItem,
  type ProductListLabels,
  type ProductListProps,
} from './ProductList';
