import { Alert } from '@nirmaan/ui';
import { useEffect } from 'react';
import { attributeProblemText } from './attributeProblemText.ts';
import type { AttributeProblem } from './attributeValues.ts';

// Set through the DOM's style property (React), which a strict style-src policy allows: the elements carry no stylesheet of their own.
const SPACE_BELOW = { marginBlockEnd: '0.75rem' } as const;
const ONE_PER_LINE = { display: 'block' } as const;

export interface AttributeProblemsProps {
  /** The element's tag, as the page wrote it. */
  tagName: string;
  problems: readonly AttributeProblem[];
}

/** The element's bad attribute values, above its widget and on the console (loaded only when there is one: ElementRoot.tsx). */
export default function AttributeProblems({ tagName, problems }: AttributeProblemsProps) {
  const texts = problems.map(attributeProblemText);
  const warning = `<${tagName}>: ${texts.join('\n')}`;
  useEffect(() => console.warn(warning), [warning]);
  return (
    <div style={SPACE_BELOW}>
      <Alert tone="warning" title="This widget's settings need a fix">
        {texts.map((text) => (
          <span key={text} style={ONE_PER_LINE}>
            {text}
          </span>
        ))}
      </Alert>
    </div>
  );
}
