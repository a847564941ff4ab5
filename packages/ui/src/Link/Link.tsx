import { composeRenderProps, Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { visuallyHidden } from '../foundations/focus.css';
import { ExternalLinkIcon } from '../icons/icons';
import { link } from './Link.css';

export const linkTones = ['standard', 'inherit'] as const;
export type LinkTone = (typeof linkTones)[number];

export interface LinkProps extends RACLinkProps {
  /** `standard` is the themed, underlined link; `inherit` takes the surrounding colour. @default 'standard' */
  tone?: LinkTone;
  /**
   * Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`) and tells assistive technology so.
   * @default false
   */
  external?: boolean;
  /** The hidden hint read after an external link's text. @default '(opens in a new tab)' */
  newTabHint?: string;
}

/**
 * A link on RAC. Hrefs work with hash routing as they are ('#/account'); an app with another router can
 * wrap the tree in RAC's `RouterProvider`.
 */
export function Link({
  tone = 'standard',
  external = false,
  newTabHint = '(opens in a new tab)',
  children,
  ...props
}: LinkProps) {
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <RACLink
      {...externalProps}
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [link({ tone }), className].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          {content}
          {external ? (
            <>
              <ExternalLinkIcon size={14} />
              <span className={visuallyHidden}> {newTabHint}</span>
            </>
          ) : null}
        </>
      ))}
    </RACLink>
  );
}
