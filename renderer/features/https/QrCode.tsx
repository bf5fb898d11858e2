import { useEffect, useState } from 'react';

/** A QR code of `text` as an SVG image; the encoder loads only when a QR code is shown. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } }))
      .then((made) => {
        if (live) setSvg(made);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text]);
  if (!svg) return <div className="qr-code qr-code-pending" aria-hidden="true" />;
  return <img className="qr-code" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} width={200} height={200} />;
}
