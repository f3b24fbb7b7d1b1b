import { adminCatalogueApi, categoryLabel, categoryTree } from '@nirmaan/core';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { useMessagesOnArrival } from '../locale-shared/useMessagesOnArrival.ts';
import { catalogueTabCatalogue } from './catalogue/catalogueTabMessages.ts';
import { CatalogueProductsPanel } from './CatalogueProductsPanel.tsx';
import { CategoryTreePanel } from './CategoryTreePanel.tsx';
import { SearchWordsPanel } from './SearchWordsPanel.tsx';

/**
 * Catalogue (issue 28): the admin runs the storefront's catalogue: its products (search, add,
 * edit with specifications and photos, deactivate and reactivate) and its categories (the tree:
 * add, rename, move, delete an empty one), and the search words builders type (issue 29: 'saria'
 * also finds TMT bars). Every change shows on the storefront at once. Its words are a catalogue of
 * their own (catalogue/messages), fetched with the tab's code, not in the dashboard's first load.
 */
export function CatalogueTab() {
  const { messages, locale } = useMessagesOnArrival(catalogueTabCatalogue);
  const categories = useDashboardData('admin', 'catalogue-categories', () => adminCatalogueApi.listCategories());
  const list = categories.value ?? [];
  const categoryOptions = categoryTree(list)
    .flatMap(({ category, children }) => [category, ...children])
    .map((category) => ({ value: String(category.id), label: categoryLabel(list, category.id) }));

  return (
    <section className={styles.root} aria-labelledby="admin-catalogue-title" lang={locale}>
      <div>
        <h2 id="admin-catalogue-title" className={styles.heading}>
          {messages['tab.catalogue']()}
        </h2>
        <p className={styles.muted}>{messages['catalogue.intro']()}</p>
      </div>
      <CatalogueProductsPanel categoryOptions={categoryOptions} onCatalogueChanged={categories.reload} />
      <CategoryTreePanel categories={categories} onChanged={categories.reload} />
      <SearchWordsPanel />
    </section>
  );
}
