import { IconBase, type IconProps } from '../icons/Icon';
import type { CardType } from './SavedCard';

/** A card outline with the brand's mark drawn in currentColor (brand colours are not theme colours). */
export function SavedCardIcon({ type, ...props }: IconProps & { type: CardType }) {
  return (
    <IconBase size={32} {...props}>
      <rect x="1.5" y="4.5" width="21" height="15" rx="2" />
      {type === 'Mastercard' ? (
        <>
          <circle cx="10" cy="12" r="3.5" />
          <circle cx="14" cy="12" r="3.5" />
        </>
      ) : (
        <text
          x="12"
          y="14.5"
          textAnchor="middle"
          fontSize={type === 'Visa' ? 7 : 5.5}
          fontWeight="bold"
          fontStyle={type === 'Visa' ? 'italic' : 'normal'}
          fill="currentColor"
          stroke="none"
        >
          {type === 'Visa' ? 'VISA' : 'AMEX'}
        </text>
      )}
    </IconBase>
  );
}
