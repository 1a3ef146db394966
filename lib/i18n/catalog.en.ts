/** UI strings: the catalog filter. A slice of ./messages.en.ts that
 * client islands import directly, so the browser gets only the strings it shows. */
export const catalogEn = {
  filters: 'Filter and sort products',
  category: 'Category',
  all: 'All products',
  categories: { recorder: 'Recorders', capture: 'Capture devices', drive: 'Drives and docks', software: 'Software' },
  sortBy: 'Sort by',
  sorts: {
    featured: 'Recommended',
    name: 'Name (A–Z)',
    'price-asc': 'Price: low to high',
    'price-desc': 'Price: high to low',
  },
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} products`,
  invalid: (key: string, value: string) => `"${value}" is not a ${key} we know, so it was ignored.`,
  results: 'Products',
} as const;

/** The category pages' lead (and meta description): server-rendered only, kept out of catalogEn. */
export const categoryPagesEn = {
  recorder:
    'Standalone HDMI recorders that save video from consoles, cameras and players straight to a USB drive or microSD card, with no computer needed.',
  capture:
    'USB capture devices that bring any unprotected HDMI source into OBS, Zoom, Teams and our apps on Windows, macOS, iPad and Android.',
  drive:
    'WaveDrive portable SSDs built for hours of continuous 4K recording, and the Clone Dock Duo that clones one drive to another at the press of a button.',
  software:
    'Video apps for Windows and macOS: repair and join interrupted MP4 recordings, and upscale, denoise and deinterlace your footage with local AI models.',
} as const;
