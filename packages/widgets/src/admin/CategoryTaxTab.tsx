import { adminApi } from '@nirmaan/core';
import { Spinner } from '@nirmaan/ui';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { adminCatalogue } from './adminMessages.ts';
import { CategoryTaxRow } from './CategoryTaxRow.tsx';

/**
 * Tax rates (issue 26): each category's HSN code and GST rate, which the tax invoices of orders
 * placed from then on print. A subcategory without its own takes its parent's.
 */
export function CategoryTaxTab() {
  const { messages } = useMessages(adminCatalogue);
  const categories = useDashboardData('admin', 'category-tax', () => adminApi.listCategoryTax());
  const list = categories.value ?? [];
  const byId = new Map(list.map((category) => [category.id, category]));

  return (
    <section className={styles.panel} aria-labelledby="category-tax-title">
      <h2 id="category-tax-title" className={styles.heading}>
        {messages['tab.taxRates']()}
      </h2>
      <p className={styles.muted}>{messages['tax.intro']()}</p>
      {categories.status === 'failed' && <LoadFailed onRetry={categories.reload} message={messages['tax.loadFailed']()} />}
      {categories.status === 'loading' && !categories.value && <Spinner label={messages['tax.loading']()} />}
      {list.length > 0 && (
        <ul className={cardStyles.cards} aria-label={messages['tax.categories']()}>
          {list.map((category) => (
            <CategoryTaxRow
              key={category.id}
              category={category}
              parent={category.parent_id === null ? undefined : byId.get(category.parent_id)}
              onSaved={categories.reload}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
