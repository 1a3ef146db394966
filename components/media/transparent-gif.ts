/** A 1x1 transparent GIF: a stand-in image that costs no request and no SVG document. */
export const TRANSPARENT_GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
