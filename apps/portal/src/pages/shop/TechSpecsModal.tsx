import type { Product, ProductTechSpecs } from '@b2b-portal/api';
import { Button, DescriptionList, InlineAlert, Link, Modal, Spinner } from '@b2b-portal/ui';
import { useResource } from '../../app/useResource';
import { api } from '../../services/api';
import { catalogueEndpoints } from '../../services/endpoints';
import { t } from '../../services/messages/shop';
import { problemMessage } from '../../services/problems';
import { productHref } from './productLinks';

/** A card's tech specs in a dialog (loaded when first opened), with a link to the product's page. */
export default function TechSpecsModal({ product, onClose }: { product: Product; onClose: () => void }) {
  const specs = useResource<ProductTechSpecs>(
    (signal) =>
      api.call(catalogueEndpoints.productTechSpecs, {
        query: { productId: product.id },
        signal,
        reportProblems: false,
      }),
    [product.id],
  );
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('Shop.TechSpecsOf', { part: product.manufacturerPart })}
      size="large"
      footer={
        <>
          <Link href={productHref(product.id)} onPress={onClose}>
            {t('Shop.OpenProduct')}
          </Link>
          <Button onPress={onClose}>{t('Global.Close')}</Button>
        </>
      }
    >
      {specs.status === 'loading' ? <Spinner label={t('Global.Loading')} /> : null}
      {specs.status === 'failed' ? (
        <InlineAlert tone="error">{problemMessage(specs.error)}</InlineAlert>
      ) : null}
      {specs.status === 'ready' ? (
        <>
          <p>{specs.data.longDescription || specs.data.description}</p>
          <DescriptionList
            groups={[
              {
                title: t('Shop.Overview'),
                items: [
                  { term: t('Shop.Manufacturer'), description: specs.data.manufacturerName },
                  { term: t('Shop.ManufacturerPart'), description: specs.data.manufacturerPart },
                  { term: 'UNSPSC', description: specs.data.unspsc },
                  { term: t('Shop.UnitOfMeasure'), description: specs.data.unitOfMeasure },
                ],
              },
              ...specs.data.specGroups.map((group) => ({
                title: group.groupName,
                items: group.specs.map((spec) => ({ term: spec.name, description: spec.value })),
              })),
            ]}
          />
        </>
      ) : null}
    </Modal>
  );
}
