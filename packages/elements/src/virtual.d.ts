declare module 'virtual:nirmaan-widget-css' {
  /** The built CSS of @nirmaan/ui and @nirmaan/widgets, adopted into every element's shadow root. */
  const cssText: string;
  export default cssText;
}
