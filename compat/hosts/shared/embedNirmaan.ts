/**
 * How a host page of the compatibility suite gets Nirmaan's elements: `?via=npm` defines them from
 * the installed npm packages (the host's own `nirmaan.ts`), otherwise the loader's script tag
 * comes from the Nirmaan server, as a partner page includes it. One build of each host serves both.
 */
export function embedNirmaan(nirmaanHost: string, defineFromNpm: () => Promise<unknown>): void {
  if (new URLSearchParams(location.search).get('via') === 'npm') {
    void defineFromNpm();
    return;
  }
  const loader = document.createElement('script');
  loader.type = 'module';
  loader.src = `${nirmaanHost}/embed/embed.js`;
  document.head.append(loader);
}
