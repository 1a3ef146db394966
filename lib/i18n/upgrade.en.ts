/** UI strings: an island whose code could not load (components/upgrade/upgrade-failed-notice.tsx).
 * A slice of ./messages.en.ts; the server renders them, and the live search's status line
 * reuses `reload`. */
export const upgradeEn = {
  reload: 'Reload the page',
  search: 'Search could not load, perhaps because the site has just been updated.',
  form: 'This form could not load, so nothing was sent. What you typed stays here, and after a reload too.',
  email: 'E-mail us instead',
} as const;
