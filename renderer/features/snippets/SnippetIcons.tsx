import { Svg, type IconProps } from '../../components/icons/Svg.js';

/** Line icons used only by the snippet screen. */
export const DownloadIcon = (p: IconProps) => (
  <Svg {...p}><path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M5 20h14" /></Svg>
);
export const SaveIcon = (p: IconProps) => (
  <Svg {...p}><path d="M5 4h11l3 3v12a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1z" /><path d="M8 4v5h7V4M8 20v-6h8v6" /></Svg>
);
export const FileCodeIcon = (p: IconProps) => (
  <Svg {...p}><path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" /><path d="M14 3v5h5M10 12l-2 2 2 2M14 12l2 2-2 2" /></Svg>
);
