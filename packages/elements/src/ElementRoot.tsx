import { PortalContainerContext, widgetRootClass } from '@nirmaan/ui';
import { LangContext, PartnerIdContext } from '@nirmaan/widgets';
import type { ReactNode } from 'react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { AttributeProblem } from './attributeValues.ts';
import { announceReady } from './elementReadiness.ts';

// Only an element with a bad attribute value loads the message's code.
const AttributeProblems = lazy(() => import('./AttributeProblems.tsx'));

const NO_PROBLEMS: readonly AttributeProblem[] = [];

export interface ElementRootProps {
  /** The element's tag, for the console's warnings. */
  tagName: string;
  /** Its `partner-id`, when it has one (a valid one: checkAttributeValues dropped a bad one; usePartnerId trims it). */
  partnerId?: string | undefined;
  /** Its `lang` (or the loader's `locale`), for the widgets that speak it; the widget marks its own root with the language it shows. */
  lang?: string | null | undefined;
  /** Its bad attribute values (attributeValues.ts): said above the widget and on the console. */
  problems?: readonly AttributeProblem[];
  children: ReactNode;
}

/**
 * The box every custom element renders into its shadow root: the widget reset class, what is wrong
 * with its attributes if anything, the element's own partner id (its `partner-id` attribute) for the
 * leads and orders its widget sends, and a node for overlays so they stay inside the shadow root and
 * keep its styles. Once it is on screen it tells the page the widget is ready (`nirmaan-ready`).
 */
export function ElementRoot({ tagName, partnerId, lang, problems = NO_PROBLEMS, children }: ElementRootProps) {
  const [portalContainer, setPortalContainer] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (portalContainer) announceReady(portalContainer);
  }, [portalContainer]);
  return (
    <div className={widgetRootClass}>
      {problems.length > 0 && (
        <Suspense fallback={null}>
          <AttributeProblems tagName={tagName} problems={problems} />
        </Suspense>
      )}
      <PartnerIdContext value={partnerId ?? null}>
        <LangContext value={lang ?? null}>
          <PortalContainerContext value={portalContainer}>{children}</PortalContainerContext>
        </LangContext>
      </PartnerIdContext>
      {/* Only ever a node: React calls a ref with null as the root unmounts, and a state update then
          is one more commit of an unmounted root, which React's development tools keep (and the element with it). */}
      <div ref={(node) => void (node && setPortalContainer(node))} data-nirmaan-portal="" />
    </div>
  );
}
