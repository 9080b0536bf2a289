/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BUILD_TIME: string;
  readonly VITE_IFRAME_ALLOWLIST?: string;
  readonly VITE_DEMO?: string;
  readonly VITE_WECHAT_APP_ID?: string;
}
