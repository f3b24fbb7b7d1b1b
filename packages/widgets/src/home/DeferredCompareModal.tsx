import { DeferredBoundary } from '../deferred/DeferredBoundary.tsx';
import { deferredComponent } from '../deferred/deferredComponent.tsx';
import { useMessages } from '../locale-shared/useMessages.ts';
import type { CompareModalProps } from './CompareModal.tsx';
import { homeCatalogue } from './homeMessages.ts';

const CompareModalCode = deferredComponent(async () => (await import('./CompareModal.tsx')).CompareModal);

/** Starts fetching the compare modal's code, e.g. on pointerenter or focus of a button that opens it. */
export const preloadCompareModal = CompareModalCode.preload;

/** The compare modal (CompareModal), its code (the product picker and the comparison table) fetched when it opens. */
export function DeferredCompareModal(props: CompareModalProps) {
  const { messages } = useMessages(homeCatalogue);
  return (
    <DeferredBoundary loadingLabel={messages['compare.opening']()}>
      <CompareModalCode {...props} />
    </DeferredBoundary>
  );
}
