/** UI strings: dialog. A slice of ./messages.en.ts that client islands import directly, so
 * the browser gets only the strings it shows. */
export const dialogEn = { confirmTitle: 'Please confirm', alertTitle: 'Notice' } as const;
