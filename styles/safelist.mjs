// Selectors PurgeCSS must keep although no source file spells them out: classes and ids
// that libraries add at run time, and class names the site builds from a prefix and a
// value. Everything else survives only when some source names it (postcss.config.mjs).
export const CSS_SAFELIST = {
  standard: [
    'html',
    'body',
    // State classes toggled by react-bootstrap's transitions (modal, fade in and out).
    'fade',
    'show',
    'showing',
    'hiding',
    'collapsing',
    // nprogress (lib/loading-bar.ts) builds its own markup.
    'nprogress',
    'bar',
    'peg',
    'spinner',
    'spinner-icon',
    'nprogress-custom-parent',
    'nprogress-busy',
    'nprogress-failed',
    // react-bootstrap's Modal builds these from its 'modal' prefix (components/modal/),
    // in the sizes stores/modal-types.ts allows, and sets modal-open on the body.
    'modal',
    'modal-open',
    'modal-static',
    'modal-backdrop',
    'modal-dialog',
    'modal-dialog-centered',
    'modal-dialog-scrollable',
    'modal-content',
    'modal-sm',
    'modal-lg',
    'modal-xl',
  ],
  deep: [],
  // Bootstrap's button variables, set by a component stylesheet (downloads.scss restyles
  // release buttons by platform) and read by .btn in main.scss.
  // Read where PurgeCSS does not look, so it would drop their :root declarations and
  // leave the reads invalid (tests/export/css-coverage.test.ts finds any such read):
  //  - by the reboot, which main.scss keeps whole in an ignored block (body font, size,
  //    line height and colours, headings, code, mark, link hover);
  //  - by component stylesheets, trimmed each on its own (accordion, modal, toast).
  variables: [
    /^--bs-btn-/,
    /^--bs-body-/,
    /^--bs-font-/,
    /^--bs-highlight-/,
    '--bs-heading-color',
    '--bs-code-color',
    '--bs-link-hover-color-rgb',
    '--bs-primary-bg-subtle',
    '--bs-primary-text-emphasis',
    '--bs-border-color-translucent',
    '--bs-box-shadow',
  ],
  greedy: [
    // Swiper's runtime classes (initialized, slide-active, button-disabled…).
    /^swiper/,
    // Names the site composes from a prefix and a content value.
    /^jumbotron-/,
    /^block-cards-/,
    /^release-notes-/,
    /^stock-/,
    /^tree-list-level-/,
    // components/modal/modal-stack.tsx: one backdrop class per stacking level.
    /^modal-backdrop-level-/,
  ],
};
