import { Home } from '@nirmaan/widgets';
import { PageHead } from '../pageMeta/PageHead.tsx';

export function HomePage() {
  return (
    <>
      <PageHead page="home" />
      <Home />
    </>
  );
}
