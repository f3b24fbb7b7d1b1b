import { MobileTest } from '@nirmaan/widgets';

export function MobileTestPage() {
  return (
    <>
      <title>Mobile-Friendly Test — Nirmaan</title>
      <meta
        name="description"
        content="See how Nirmaan sees your screen: viewport width and height, pixel ratio, touch support, orientation and the breakpoints in use."
      />
      <MobileTest headingLevel={1} />
    </>
  );
}
