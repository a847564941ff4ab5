import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /**
   * Accessible name. Without it the icon is decorative and hidden from assistive technology,
   * which is right when the surrounding control already has a name.
   */
  title?: string;
  /** Width and height in pixels or any CSS length. @default 20 */
  size?: number | string;
}

interface IconBaseProps extends IconProps {
  children: ReactNode;
  /** Filled glyphs (social logos) use fill instead of stroke. */
  filled?: boolean;
}

/** The shared SVG frame: 24×24 viewBox, currentColor, decorative unless titled. */
export function IconBase({ title, size = 20, children, filled = false, ...props }: IconBaseProps) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: untitled icons are aria-hidden (decorative); titled ones get role img, aria-label and <title>.
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}
