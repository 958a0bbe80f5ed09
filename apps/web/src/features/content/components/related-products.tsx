// The products an item is about (its `products` ids), each a link to its page under its name; a product
// this country does not show is left out.
import type { ContentItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { useProduct } from '../api/get-product.ts';

function ProductLink({ id }: { id: string }) {
  const product = useProduct(id);
  if (!product.data) return null;
  return (
    <li>
      <Link to={`${paths.content.lists.products.getHref()}/${encodeURIComponent(id)}`}>
        {product.data.name}
      </Link>
    </li>
  );
}

export function RelatedProducts({ item }: { item: Pick<ContentItem, 'products'> }) {
  const { t } = useTranslation();
  if (item.products.length === 0) return null;
  return (
    <section aria-labelledby="content-products" data-testid="related-products">
      <h2 id="content-products">{t('content.detail.products')}</h2>
      <ul>
        {item.products.map((id) => (
          <ProductLink key={id} id={id} />
        ))}
      </ul>
    </section>
  );
}
