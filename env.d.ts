/// <reference types="vite/client" />
/// <reference types="react-router" />
/// <reference types="@shopify/oxygen-workers-types" />
/// <reference types="@shopify/hydrogen/react-router-types" />

import '@total-typescript/ts-reset';

declare global {
  interface Env {
    CMS_URL: string;
    CMS_API_TOKEN: string;
    CMS_PREVIEW_SECRET: string;
    CMS_PREVIEW_TOKEN: string;
  }
}
