import { Home } from '@nirmaan/widgets';

export function HomePage() {
  return (
    <>
      <title>Nirmaan — construction materials marketplace</title>
      <meta
        name="description"
        content="Compare cement, steel, sand and more from verified suppliers in Bangalore, Chennai and Coimbatore; see delivery charges before you order."
      />
      <Home />
    </>
  );
}
