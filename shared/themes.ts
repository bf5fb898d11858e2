/** The 15 colour themes of spec-core §3: a class name, a label, light or dark, and an accent. */
export const themeTypes = ['light', 'dark'] as const;
export type ThemeType = (typeof themeTypes)[number];

export const themeNames = [
  'light',
  'themoon',
  'aurora',
  'iceberg',
  'solarflare',
  'europa',
  'titan',
  'dark',
  'deepspace',
  'themars',
  'cyberpunk',
  'neptune',
  'midnightRain',
  'galacticDream',
  'nebula',
] as const;
export type ThemeName = (typeof themeNames)[number];

export interface Theme {
  value: ThemeName;
  label: string;
  type: ThemeType;
  accentColor: string;
}

export const themes: readonly Theme[] = [
  { value: 'light', label: 'Light', type: 'light', accentColor: '#1c5cea' },
  { value: 'themoon', label: 'The Moon', type: 'light', accentColor: '#59687c' },
  { value: 'aurora', label: 'Aurora', type: 'light', accentColor: '#047854' },
  { value: 'iceberg', label: 'Iceberg', type: 'light', accentColor: '#06718b' },
  { value: 'solarflare', label: 'Solar Flare', type: 'light', accentColor: '#b54409' },
  { value: 'europa', label: 'Europa', type: 'light', accentColor: '#955b06' },
  { value: 'titan', label: 'Titan', type: 'light', accentColor: '#a34b08' },
  { value: 'dark', label: 'Dark', type: 'dark', accentColor: '#4f8ef7' },
  { value: 'deepspace', label: 'Deep Space', type: 'dark', accentColor: '#818cf8' },
  { value: 'themars', label: 'The Mars', type: 'dark', accentColor: '#f87171' },
  { value: 'cyberpunk', label: 'Cyberpunk', type: 'dark', accentColor: '#facc15' },
  { value: 'neptune', label: 'Neptune', type: 'dark', accentColor: '#38bdf8' },
  { value: 'midnightRain', label: 'Midnight Rain', type: 'dark', accentColor: '#2dd4bf' },
  { value: 'galacticDream', label: 'Galactic Dream', type: 'dark', accentColor: '#e879f9' },
  { value: 'nebula', label: 'Nebula', type: 'dark', accentColor: '#c084fc' },
];

export const defaultTheme: ThemeName = 'dark';

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as readonly string[]).includes(value);
}

export function themeType(name: string): ThemeType {
  return themes.find((t) => t.value === name)?.type ?? 'dark';
}
