/** UI strings: consent. A slice of ./messages.en.ts that client islands import directly, so
 * the browser gets only the strings it shows. */
export const consentEn = {
  title: 'Your privacy choices',
  body: 'We use storage that the site needs to work, such as your cart. With your permission we also load third-party content such as YouTube videos, which may set their own cookies.',
  accept: 'Accept all',
  reject: 'Essential only',
  reopen: 'Privacy choices',
  policy: 'Read our privacy policy.',
  saved: (accepted: boolean) => (accepted ? 'Saved: third-party content allowed.' : 'Saved: essential storage only.'),
} as const;
