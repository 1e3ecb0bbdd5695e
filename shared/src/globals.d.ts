// Injected at build time by webpack's DefinePlugin (and by the jest preset's `globals`).
declare const __API_URL__: string;
declare const __APP_NAME__: string;
declare const __KAKAO_JS_KEY__: string;
declare const __KAKAO_STAND_IN__: boolean;
