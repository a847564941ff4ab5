export {
  defaultProductCardLabels,
  type Product,
  ProductCard,
  type ProductCardLabels,
  type ProductCardProps,
} from './ProductCard';
