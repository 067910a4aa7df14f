// Types for the axios internal used by api-client.test.ts to check the XSRF header.
declare module 'axios/unsafe/helpers/resolveConfig.js' {
  import type { InternalAxiosRequestConfig } from 'axios';
  export default function resolveConfig(config: object): InternalAxiosRequestConfig;
}
