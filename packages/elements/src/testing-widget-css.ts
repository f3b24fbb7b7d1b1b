/** Stands in for the built widget CSS in unit tests, where vanilla-extract injects styles itself. */
export default ':host { display: block; }';
