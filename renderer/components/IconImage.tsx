import { useState, type ImgHTMLAttributes } from 'react';
import { fallbackImage } from '../../shared/constants.js';
import type { Icon } from '../../shared/contracts/icons.js';
import { useThemeType } from '../features/theme/themeStore.js';
import { iconSource } from './iconSource.js';

interface IconImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  icon: Icon | null | undefined;
  size?: number;
}

/** An icon picture that follows the theme's light/dark variant and falls back to /default.png. */
export function IconImage({ icon, size = 32, alt = '', className, ...rest }: IconImageProps) {
  const src = iconSource(icon, useThemeType());
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === src ? fallbackImage : src;
  return (
    <img
      src={shown}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={`icon-image${className ? ` ${className}` : ''}`}
      onError={() => {
        if (shown !== fallbackImage) setFailed(src);
      }}
      {...rest}
    />
  );
}
