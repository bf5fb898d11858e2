import { Svg, type IconProps } from '../../components/icons/Svg.js';

const cloud = 'M7 18h10.5a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.6 9.2 4.5 4.5 0 0 0 7 18z';

const SunIcon = (p: IconProps) => (
  <Svg {...p}><circle cx="12" cy="12" r="4" /><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" /></Svg>
);
const PartlyIcon = (p: IconProps) => (
  <Svg {...p}><path d="M8 3v1.5M3.6 5.6l1 1M2 10h1.5M12.4 5.6l-1 1" /><path d="M5.2 12.2A3.5 3.5 0 0 1 11 7.7" /><path d="M9 20h8.5a3.5 3.5 0 0 0 .4-7 5 5 0 0 0-9.6 1A3 3 0 0 0 9 20z" /></Svg>
);
const CloudIcon = (p: IconProps) => (
  <Svg {...p}><path d={cloud} /></Svg>
);
const FogIcon = (p: IconProps) => (
  <Svg {...p}><path d="M7 13h10.5a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.6 4.2 4.5 4.5 0 0 0 7 13z" /><path d="M4 17h16M6 21h12" /></Svg>
);
const RainIcon = (p: IconProps) => (
  <Svg {...p}><path d="M7 15h10.5a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.6 6.2 4.5 4.5 0 0 0 7 15z" /><path d="M8 18l-1 3M12 18l-1 3M16 18l-1 3" /></Svg>
);
const SnowIcon = (p: IconProps) => (
  <Svg {...p}><path d="M7 15h10.5a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.6 6.2 4.5 4.5 0 0 0 7 15z" /><path d="M8 19h.01M12 18h.01M16 19h.01M10 22h.01M14 22h.01" strokeWidth={2.6} /></Svg>
);
const StormIcon = (p: IconProps) => (
  <Svg {...p}><path d="M7 15h10.5a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.6 6.2 4.5 4.5 0 0 0 7 15z" /><path d="m13 14-3 4h4l-3 4" /></Svg>
);

/** The picture for a WMO weather code (Open-Meteo's weathercode). */
export function WeatherCodeIcon({ code, ...props }: IconProps & { code: number }) {
  if (code === 0 || code === 1) return <SunIcon {...props} />;
  if (code === 2) return <PartlyIcon {...props} />;
  if (code === 3) return <CloudIcon {...props} />;
  if (code === 45 || code === 48) return <FogIcon {...props} />;
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return <SnowIcon {...props} />;
  if (code >= 95) return <StormIcon {...props} />;
  if (code >= 51) return <RainIcon {...props} />;
  return <CloudIcon {...props} />;
}
