import type { Product } from './ProductCard';

export const laptop: Product = {
  id: 'p1',
  manufacturer: 'Lenovo',
  manufacturerPart: '21HD003AUS',
  description: 'ThinkPad T14 Gen 4, 14" WUXGA, Core i7, 16 GB, 512 GB SSD',
  price: '1349.99',
};
