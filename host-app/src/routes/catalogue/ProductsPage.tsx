import { productsPath, type ProductFilter, type ProductSort } from '@nirmaan/core';
import { ProductSearch, useMessages } from '@nirmaan/widgets';
import { navigate } from '../../navigation.ts';
import { usePageSearchParams } from '../../pageHooks.ts';
import { PageDescription } from '../../pageMeta/PageDescription.tsx';
import { pageMetaCatalogue } from '../../pageMeta/pageMetaMessages.ts';

function filterFromParams(params: URLSearchParams): ProductFilter {
  const categoryId = Number(params.get('category_id'));
  const sort = params.get('sort');
  return {
    search: params.get('search') ?? undefined,
    category_id: Number.isSafeInteger(categoryId) && categoryId > 0 ? categoryId : undefined,
    sort: sort === 'name' || sort === 'category' ? (sort satisfies ProductSort) : undefined,
  };
}

/** /products?search=&category_id=: the filter lives in the address, so it can be shared and Back works. */
export function ProductsPage() {
  const params = usePageSearchParams();
  const filter = filterFromParams(params);
  const { messages } = useMessages(pageMetaCatalogue);
  const onFilterChange = (next: ProductFilter) => navigate(productsPath(next));
  return (
    <>
      <title>{filter.search ? messages['products.searchTitle']({ search: filter.search }) : messages['products.title']()}</title>
      <PageDescription content={messages['products.description']()} />
      <ProductSearch filter={filter} onFilterChange={onFilterChange} />
    </>
  );
}
