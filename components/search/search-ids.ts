/** One header search per page, so its ids are fixed: the server markup, the live search
 * and the `/` shortcut (SearchIsland, first-load, so this module stays tiny) agree. */
const SEARCH_ID = 'site-search';
export const SEARCH_INPUT_ID = `${SEARCH_ID}-input`;
export const SEARCH_LIST_ID = `${SEARCH_ID}-results`;
