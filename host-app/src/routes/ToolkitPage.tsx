import { ToolkitHub } from '@nirmaan/widgets';
import { PageHead } from '../pageMeta/PageHead.tsx';

export function ToolkitPage() {
  return (
    <>
      <PageHead page="toolkit" />
      <ToolkitHub headingLevel={1} />
    </>
  );
}
