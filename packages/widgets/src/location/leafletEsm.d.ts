/** Leaflet's ES module build: the same API as the package's CommonJS main, typed by @types/leaflet. */
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
