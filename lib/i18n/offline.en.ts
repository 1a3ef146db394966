/** UI strings: offline. A slice of ./messages.en.ts that client islands import directly, so
 * the browser gets only the strings it shows. */
export const offlineEn = {
  notice: 'You are offline. Pages you have already opened still work; new ones load when the connection is back.',
  backOnline: 'You are back online.',
  needsConnection: 'This needs an internet connection. Check your connection and try again.',
} as const;
