import { HomeDrawingGenerator } from '@nirmaan/widgets';

export function HomeDrawingPage() {
  return (
    <>
      <title>Home Drawing Generator — Nirmaan</title>
      <meta name="description" content="A Vastu-minded floor plan for your plot from your nakshatra, drawn to scale for every floor, as SVG or PNG." />
      <HomeDrawingGenerator headingLevel={1} />
    </>
  );
}
