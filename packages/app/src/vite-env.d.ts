/// <reference types="vite/client" />

/** Stamped by vite.config.ts at build time; sent with every call (PRODUCT.md §7). */
declare const __FOLIO_BUILD_TIME__: string;
declare const __FOLIO_VERSION__: string;
