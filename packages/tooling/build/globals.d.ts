// Injected at build time by webpack's DefinePlugin (and by the jest preset's `globals`).
declare const __APP_NAME__: string;
declare const __KAKAO_STAND_IN__: boolean;
/** The id of a module's build whose pages are prerendered (empty when it prerenders none). */
declare const __PRERENDER_BUILD__: string;
