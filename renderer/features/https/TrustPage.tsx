import { useState } from 'react';
import { Link } from 'react-router-dom';
import { caCertificatePath, caProfilePath, type TrustInfo } from '../../../shared/contracts/https.js';
import { messages } from '../../../shared/messages.js';
import { Loader } from '../../components/Loader.js';
import { useDocumentTitle } from '../../components/useDocumentTitle.js';
import { getToken } from '../auth/authStore.js';
import { QrCode } from './QrCode.js';
import { detectPlatform, downloadFor, platformLabels, trustPlatforms, trustSteps, type TrustPlatform } from './trustSteps.js';
import { useTrustInfo } from './useTrustInfo.js';
import { NotListening } from './NotListening.js';

/**
 * /trust: "Trust Hearth on your phone". Open to everyone and over plain http, since a phone
 * cannot trust Hearth's CA before it has it; the CA certificate holds nothing secret.
 */
export default function TrustPage() {
  useDocumentTitle('Trust Hearth on your phone');
  const { data, isError } = useTrustInfo();
  const [platform, setPlatform] = useState<TrustPlatform>(() => detectPlatform(navigator.userAgent, navigator.maxTouchPoints));
  return (
    <div className="trust-page">
      <main className="trust-card">
        <div className="auth-brand">
          <img src="/icons/hearth.svg" alt="" width={40} height={40} />
          <span>Hearth</span>
        </div>
        <h1 className="auth-title">Trust Hearth on your phone</h1>
        <p className="trust-lead">
          Hearth makes its own certificate authority so your devices can open it over HTTPS on your home network. Trust it once on each phone, tablet or computer: then Hearth installs as an
          app, scans 2FA QR codes with the camera and copies codes, and nobody on your Wi-Fi can read your password.
        </p>
        {isError ? <p className="trust-note">{messages.serverUnavailable}</p> : !data ? <Loader /> : <TrustBody info={data} platform={platform} onPlatform={setPlatform} />}
        <p className="trust-back">{getToken() ? <Link to="/">Back to your dashboard</Link> : <Link to="/login">Back to sign in</Link>}</p>
      </main>
    </div>
  );
}

function TrustBody({ info, platform, onPlatform }: { info: TrustInfo; platform: TrustPlatform; onPlatform: (platform: TrustPlatform) => void }) {
  const [address, setAddress] = useState(0);
  if (!info.https) return <p className="trust-note">{messages.httpsNotRunning}</p>;
  const trustUrl = info.trustUrls[address] ?? info.trustUrls[0];
  const download = downloadFor(platform);
  const caName = info.caName ?? 'Hearth';
  return (
    <>
      {trustUrl ? (
        <section className="trust-qr" aria-labelledby="trust-qr-title">
          <QrCode text={trustUrl} label={`QR code of ${trustUrl}`} />
          <div>
            <h2 id="trust-qr-title" className="trust-heading">
              Open this page on your phone
            </h2>
            <p>Point the phone&apos;s camera at the code, or type the address:</p>
            <p className="trust-url">{trustUrl}</p>
            {info.trustUrls.length > 1 ? (
              <label className="trust-address">
                Address on your network
                <select className="input" value={address} onChange={(event) => setAddress(Number(event.target.value))}>
                  {info.trustUrls.map((url, index) => (
                    <option key={url} value={index}>
                      {new URL(url).hostname}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </div>
        </section>
      ) : null}

      <section aria-labelledby="trust-steps-title">
        <h2 id="trust-steps-title" className="trust-heading">
          Steps for your device
        </h2>
        <div className="trust-platforms" role="group" aria-label="Your device">
          {trustPlatforms.map((choice) => (
            <button key={choice} type="button" className={`btn btn-sm ${choice === platform ? 'btn-primary' : 'btn-secondary'}`} aria-pressed={choice === platform} onClick={() => onPlatform(choice)}>
              {platformLabels[choice]}
            </button>
          ))}
        </div>
        <div className="trust-downloads">
          <a className={`btn ${download === 'profile' ? 'btn-primary' : 'btn-secondary'}`} href={caProfilePath} download="hearth.mobileconfig">
            Download profile (.mobileconfig)
          </a>
          <a className={`btn ${download === 'certificate' ? 'btn-primary' : 'btn-secondary'}`} href={caCertificatePath} download="hearth-ca.crt">
            Download certificate (.crt)
          </a>
        </div>
        <ol className="trust-steps">
          {trustSteps[platform].map((step) => (
            <li key={step}>{step.replace('{name}', caName)}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="trust-check-title">
        <h2 id="trust-check-title" className="trust-heading">
          Check before you trust
        </h2>
        <p>Your device shows this SHA-256 fingerprint for &quot;{caName}&quot;. Trust it only if they match.</p>
        <p className="trust-fingerprint">{info.caFingerprint}</p>
        {info.caExpires ? <p className="trust-muted">Valid until {new Date(info.caExpires).toLocaleDateString()}.</p> : null}
      </section>

      <section aria-labelledby="trust-open-title">
        <h2 id="trust-open-title" className="trust-heading">
          Then open Hearth securely
        </h2>
        <ul className="trust-links">
          {info.httpsUrls.map((url) => (
            <li key={url}>
              <a href={url}>{url}</a>
            </li>
          ))}
        </ul>
        {info.httpsUrls.some((url) => url.includes('//hearth.local:')) ? <p className="trust-muted">If hearth.local does not open on your device, use the address with numbers.</p> : null}
        <NotListening notes={info.notListening} />
      </section>
    </>
  );
}
