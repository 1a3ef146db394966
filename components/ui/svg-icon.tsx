/**
 * The frame of every site icon: a 24×24 stroke drawing of the path `d`, decorative unless
 * `label` is given. Icon (icon.tsx) draws icons by name on the server; client islands use
 * SvgIcon with the one path they need, so the whole icon set never ships to the browser.
 */
export function SvgIcon({ d, label, className }: { d: string; label?: string; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

/** Paths the client islands draw (video buttons, carousel controls); also in Icon's set. */
export const PLAY_PATH = 'M7 4v16l13-8L7 4Z';
export const ARROW_RIGHT_PATH = 'M4 12h16m-6-6 6 6-6 6';
