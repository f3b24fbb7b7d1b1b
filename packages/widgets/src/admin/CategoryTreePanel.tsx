import { adminCatalogueApi, categoryTree, errorDetail, type AdminCategory } from '@nirmaan/core';
import { Alert, Button, Spinner } from '@nirmaan/ui';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../dashboard-shared/ConfirmDeleteDialog.tsx';
import type { DashboardData } from '../dashboard-shared/useDashboardData.ts';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { useConfirmedDelete } from '../dashboard-shared/useConfirmedDelete.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { catalogueTabCatalogue } from './catalogue/catalogueTabMessages.ts';
import * as catalogueStyles from './catalogue.css.ts';
import { CategoryDialog } from './CategoryDialog.tsx';
import { CategoryTreeItem } from './CategoryTreeItem.tsx';

export interface CategoryTreePanelProps {
  categories: DashboardData<AdminCategory[]>;
  /** After a category is added, renamed, moved or deleted. */
  onChanged: () => void;
}

type Editing = { category: AdminCategory | null; parentId: number | null } | null;

/**
 * The storefront's categories as a two-level tree with their product counts (issue 28): add a
 * top-level category or a sub-category, rename or move one (Edit), delete an empty one.
 */
export function CategoryTreePanel({ categories, onChanged }: CategoryTreePanelProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = categories.value ?? [];
  const { messages } = useMessages(catalogueTabCatalogue);

  const deletion = useConfirmedDelete<AdminCategory>(
    async (category) => {
      await adminCatalogueApi.deleteCategory(category.id);
      setNotice(messages['categories.deleted']({ name: category.name }));
      onChanged();
    },
    (error) => errorDetail(error, messages['catalogue.actionFailed']()),
  );

  const edit = (category: AdminCategory) => setEditing({ category, parentId: category.parent_id });
  const addChild = (parent: AdminCategory) => setEditing({ category: null, parentId: parent.id });

  return (
    <section className={styles.panel} aria-labelledby="catalogue-categories-title">
      <div className={styles.headerRow}>
        <h3 id="catalogue-categories-title" className={styles.heading}>
          {messages['tax.categories']()}
        </h3>
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setEditing({ category: null, parentId: null })}>
          {messages['categories.add']()}
        </Button>
      </div>
      {notice && <Alert tone="success">{notice}</Alert>}
      {categories.status === 'failed' && <LoadFailed onRetry={categories.reload} message={messages['categories.loadFailed']()} />}
      {categories.status === 'loading' && !categories.value && <Spinner label={messages['categories.loading']()} />}
      {categories.value && list.length === 0 && <p>{messages['categories.none']()}</p>}
      {list.length > 0 && (
        <ul className={catalogueStyles.tree} aria-label={messages['categories.tree']()}>
          {categoryTree(list).map(({ category, children }) => (
            <CategoryTreeItem key={category.id} category={category} onEdit={edit} onDelete={deletion.ask} onAddChild={addChild}>
              {children.length > 0 && (
                <ul className={catalogueStyles.subtree} aria-label={messages['categories.subtreeOf']({ name: category.name })}>
                  {children.map((child) => (
                    <CategoryTreeItem key={child.id} category={child} onEdit={edit} onDelete={deletion.ask} />
                  ))}
                </ul>
              )}
            </CategoryTreeItem>
          ))}
        </ul>
      )}
      {editing && (
        <CategoryDialog
          category={editing.category}
          parentId={editing.parentId}
          categories={list}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(messages['categories.saved']({ name: saved.name }));
            onChanged();
          }}
        />
      )}
      <ConfirmDeleteDialog
        deletion={deletion}
        title={(target) => messages['categories.deleteTitle']({ name: target.name })}
        description={() => messages['categories.deleteDescription']()}
      />
    </section>
  );
}
