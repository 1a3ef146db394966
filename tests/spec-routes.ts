import { expandProductToken } from '../lib/site-config';

/** Spec §2, verbatim: every route must come out of content/ (with {product} = clonewave). */
export const SPEC_ROUTES = [
  '/', '/aboutus', '/affiliate', '/become_retailer', '/cart', '/{product}-products-comparison',
  '/drives-products-comparison', '/get_in_touch', '/help', '/partner', '/privacy_policy', '/products',
  '/refund', '/refund_policy', '/register', '/resource', '/shipping_policy', '/solutions', '/store',
  '/success_story', '/terms', '/unsubscribed', '/unsupported-content',
  '/help/contact', '/help/create_ticket', '/help/download', '/help/warranty_rma',
  '/help/download/firmware', '/help/download/manual', '/help/download/software',
  ...['box-evolve', 'box', 'box-pro', 'box-turbo', 'flint-lx'].map((p) => `/help/download/firmware/{product}-${p}-firmware`),
  ...[
    '{product}-ai-video-enhancer-release', '{product}-app-release', '{product}-capture-sdk-release',
    '{product}-helper-release', '{product}-screen-cloner-app-release', 'hdml-cloner-helper-release',
    'hdml-cloner-pro-helper-release', 'hdml-cloner-wand-helper-mobile-release', 'hdml-cloner-wand-helper-release',
    'mp4-cloner-release',
  ].map((s) => `/help/download/software/${s}`),
].map(expandProductToken);

