import { Svg, type IconProps } from './Svg.js';

const gear =
  'M19.15 10.08L21.42 10.17L21.42 13.83L19.15 13.92A7.4 7.4 0 0 1 18.41 15.70L19.96 17.37L17.37 19.96L15.70 18.41A7.4 7.4 0 0 1 13.92 19.15L13.83 21.42L10.17 21.42L10.08 19.15A7.4 7.4 0 0 1 8.30 18.41L6.63 19.96L4.04 17.37L5.59 15.70A7.4 7.4 0 0 1 4.85 13.92L2.58 13.83L2.58 10.17L4.85 10.08A7.4 7.4 0 0 1 5.59 8.30L4.04 6.63L6.63 4.04L8.30 5.59A7.4 7.4 0 0 1 10.08 4.85L10.17 2.58L13.83 2.58L13.92 4.85A7.4 7.4 0 0 1 15.70 5.59L17.37 4.04L19.96 6.63L18.41 8.30A7.4 7.4 0 0 1 19.15 10.08Z';

export const ArchiveIcon = (p: IconProps) => (
  <Svg {...p}><rect x="3" y="4" width="18" height="4" rx="1" /><path d="M5 8v11a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8M10 12h4" /></Svg>
);
export const TransferIcon = (p: IconProps) => (
  <Svg {...p}><path d="M7 4v12M3 12l4 4 4-4" /><path d="M17 20V8M13 12l4-4 4 4" /></Svg>
);
export const ImportIcon = (p: IconProps) => (
  <Svg {...p}><path d="M12 3v12M7 10l5 5 5-5" /><path d="M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4" /></Svg>
);
export const HomeIcon = (p: IconProps) => (
  <Svg {...p}><path d="M3 10.5 12 3l9 7.5" /><path d="M5 9.5V20h5v-6h4v6h5V9.5" /></Svg>
);
export const SettingsIcon = (p: IconProps) => (
  <Svg {...p}><path d={gear} /><circle cx="12" cy="12" r="3" /></Svg>
);
export const SlidersIcon = (p: IconProps) => (
  <Svg {...p}><path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" /><circle cx="16" cy="6" r="2" /><circle cx="10" cy="12" r="2" /><circle cx="18" cy="18" r="2" /></Svg>
);
export const UserIcon = (p: IconProps) => (
  <Svg {...p}><circle cx="12" cy="8" r="4" /><path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" /></Svg>
);
export const UsersIcon = (p: IconProps) => (
  <Svg {...p}><circle cx="9" cy="8" r="3.5" /><path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" /><path d="M15.5 4.6a3.5 3.5 0 0 1 0 6.8M18 14.3c2.1.8 3.5 2.9 3.5 5.7" /></Svg>
);
export const LogoutIcon = (p: IconProps) => (
  <Svg {...p}><path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" /><path d="m10 17 5-5-5-5M15 12H3" /></Svg>
);
export const FolderIcon = (p: IconProps) => (
  <Svg {...p}><path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" /></Svg>
);
export const LinkIcon = (p: IconProps) => (
  <Svg {...p}><path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" /><path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" /></Svg>
);
export const TodoIcon = (p: IconProps) => (
  <Svg {...p}><rect x="3.5" y="3.5" width="17" height="17" rx="3.5" /><path d="m8 12 3 3 5-6" /></Svg>
);
export const SnippetIcon = (p: IconProps) => (
  <Svg {...p}><path d="m8 8-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14" /></Svg>
);
export const CameraIcon = (p: IconProps) => (
  <Svg {...p}><rect x="2.5" y="6" width="13.5" height="12" rx="2.5" /><path d="m16 10.5 5.5-3v9l-5.5-3" /></Svg>
);
export const DeviceIcon = (p: IconProps) => (
  <Svg {...p}><rect x="3" y="4" width="18" height="12" rx="2" /><path d="M8 20h8M12 16v4" /></Svg>
);
export const ShieldIcon = (p: IconProps) => (
  <Svg {...p}><path d="M12 3 20 6v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" /><path d="m9 12 2 2 4-4" /></Svg>
);
export const LockIcon = (p: IconProps) => (
  <Svg {...p}><rect x="5" y="11" width="14" height="10" rx="2" /><path d="M8 11V7a4 4 0 0 1 8 0v4" /></Svg>
);
export const PaletteIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.6-.8 1.6-1.6 0-.4-.2-.8-.4-1.1-.3-.3-.4-.7-.4-1.1 0-.9.7-1.6 1.6-1.6H16a5 5 0 0 0 5-5c0-4.2-4-7.6-9-7.6z" />
    <circle cx="7.5" cy="11.5" r="1" /><circle cx="10" cy="7.5" r="1" /><circle cx="14.5" cy="7.5" r="1" />
  </Svg>
);
export const WeatherIcon = (p: IconProps) => (
  <Svg {...p}><path d="M8 4.5V3M3.5 9H2M4.8 5.8l-1-1M12.2 5.8l1-1" /><path d="M5.5 11.5a3.5 3.5 0 0 1 6.3-3" /><path d="M17.5 20H9a4 4 0 1 1 .9-7.9A5 5 0 0 1 19.7 13a3.5 3.5 0 0 1-2.2 7z" /></Svg>
);
export const PageIcon = (p: IconProps) => (
  <Svg {...p}><path d="M6 3h8l4 4v14H6z" /><path d="M14 3v4h4M9 12h6M9 16h6" /></Svg>
);
export const GridIcon = (p: IconProps) => (
  <Svg {...p}><rect x="3.5" y="3.5" width="7" height="7" rx="1.5" /><rect x="13.5" y="3.5" width="7" height="7" rx="1.5" /><rect x="3.5" y="13.5" width="7" height="7" rx="1.5" /><rect x="13.5" y="13.5" width="7" height="7" rx="1.5" /></Svg>
);
export const ShapesIcon = (p: IconProps) => (
  <Svg {...p}><rect x="3.5" y="3.5" width="7" height="7" rx="1.5" /><circle cx="17" cy="7" r="3.5" /><path d="M7 13.5 11 20.5H3z" /><rect x="13.5" y="13.5" width="7" height="7" rx="1.5" /></Svg>
);
export const PackageIcon = (p: IconProps) => (
  <Svg {...p}><path d="M12 3 20 7.5v9L12 21l-8-4.5v-9z" /><path d="M4 7.5 12 12l8-4.5M12 12v9" /></Svg>
);
export const HeartIcon = (p: IconProps) => (
  <Svg {...p}><path d="M12 20s-7.5-4.4-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.6 12 20 12 20z" /></Svg>
);
export const HelpIcon = (p: IconProps) => (
  <Svg {...p}><circle cx="12" cy="12" r="9" /><path d="M9.6 9.2a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .9-1 1.6v.4M12 17h.01" /></Svg>
);
