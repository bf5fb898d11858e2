import { Svg, type IconProps } from '../../components/icons/Svg.js';

/** A shipping container: boxes on a pallet, the usual sign for Docker. */
export const ContainerIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="8" width="18" height="11" rx="1.5" />
    <path d="M7 8v11M11 8v11M15 8v11M19 8v11" />
    <path d="M8 8V5h8v3" />
  </Svg>
);
export const PlayIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 5l12 7-12 7z" />
  </Svg>
);
export const StopIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="6" y="6" width="12" height="12" rx="1.5" />
  </Svg>
);
export const RestartIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 12a8 8 0 1 0 2.4-5.7" />
    <path d="M4 4v4h4" />
  </Svg>
);
export const LogsIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 4h14v16H5z" />
    <path d="M8 8h8M8 12h8M8 16h5" />
  </Svg>
);
