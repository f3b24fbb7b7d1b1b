import { LocationSetup } from '@nirmaan/widgets';

export function LocationSetupPage() {
  return (
    <>
      <title>Set Your Location — Nirmaan</title>
      <LocationSetup />
    </>
  );
}
