/** An app's logo: installed apps from /app/{appId}/logo, catalogue entries from their own URL. */
export function AppLogo({ src, name }: { src: string; name: string }) {
  return (
    <span className="app-logo" aria-hidden="true">
      {src ? <img src={src} alt="" loading="lazy" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} /> : name.slice(0, 1)}
    </span>
  );
}
