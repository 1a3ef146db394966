// Types for safelist.mjs, which postcss.config.mjs loads as plain JavaScript.
export declare const CSS_SAFELIST: {
  standard: string[];
  deep: RegExp[];
  variables: string[];
  greedy: RegExp[];
};
