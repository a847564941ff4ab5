import { ApplicationFeature } from '@b2b-portal/api';

export { ApplicationFeature };

/** A feature is a bit of the storefront configuration's features mask (000 §6). None (0) is always on. */
export function hasFeature(features: number, feature: number): boolean {
  return feature === ApplicationFeature.None || (features & feature) === feature;
}
