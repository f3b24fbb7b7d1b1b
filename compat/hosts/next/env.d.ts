declare namespace NodeJS {
  interface ProcessEnv {
    /** The Nirmaan server the page takes the loader, reserve.css and the API from, e.g. http://127.0.0.1:8123 (inlined in the browser's code by Next). */
    readonly NEXT_PUBLIC_NIRMAAN_HOST: string;
  }
}
