import { HomeDrawingGenerator } from '@nirmaan/widgets';
import { PageHead } from '../pageMeta/PageHead.tsx';

export function HomeDrawingPage() {
  return (
    <>
      <PageHead page="homeDrawing" />
      <HomeDrawingGenerator headingLevel={1} />
    </>
  );
}
