import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { caCertificatePath, caProfilePath, type TrustInfo } from '../../../shared/contracts/https.js';
import { productName } from '../../../shared/constants.js';
import { messages } from '../../../shared/messages.js';
import { Loader } from '../../components/Loader.js';
import { formatDate } from '../../i18n/format.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
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
  const { t } = useTranslation();
  useDocumentTitle(t('https.trustLink'));
  const { data, isError } = useTrustInfo();
  const [platform, setPlatform] = useState<TrustPlatform>(() => detectPlatform(navigator.userAgent, navigator.maxTouchPoints));
  return (
    <div className="trust-page">
      <main className="trust-card">
        <div className="auth-brand">
          <img src="/icons/hearth.svg" alt="" width={40} height={40} />
          <span>{productName}</span>
        </div>
        <h1 className="auth-title">{t('https.trustLink')}</h1>
        <p className="trust-lead">{t('https.trust.lead')}</p>
        {isError ? <p className="trust-note">{translateMessage(messages.serverUnavailable)}</p> : !data ? <Loader /> : <TrustBody info={data} platform={platform} onPlatform={setPlatform} />}
        <p className="trust-back">{getToken() ? <Link to="/">{t('https.trust.backToDashboard')}</Link> : <Link to="/login">{t('https.trust.backToSignIn')}</Link>}</p>
      </main>
    </div>
  );
}

function TrustBody({ info, platform, onPlatform }: { info: TrustInfo; platform: TrustPlatform; onPlatform: (platform: TrustPlatform) => void }) {
  const { t, i18n } = useTranslation();
  const [address, setAddress] = useState(0);
  if (!info.https) return <p className="trust-note">{translateMessage(messages.httpsNotRunning)}</p>;
  const trustUrl = info.trustUrls[address] ?? info.trustUrls[0];
  const download = downloadFor(platform);
  const caName = info.caName ?? 'Hearth';
  return (
    <>
      {trustUrl ? (
        <section className="trust-qr" aria-labelledby="trust-qr-title">
          <QrCode text={trustUrl} label={t('https.trust.qrLabel', { url: trustUrl })} />
          <div>
            <h2 id="trust-qr-title" className="trust-heading">
              {t('https.trust.openOnPhone')}
            </h2>
            <p>{t('https.trust.pointCamera')}</p>
            <p className="trust-url">{trustUrl}</p>
            {info.trustUrls.length > 1 ? (
              <label className="trust-address">
                {t('https.trust.address')}
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
          {t('https.trust.steps')}
        </h2>
        <div className="trust-platforms" role="group" aria-label={t('https.trust.yourDevice')}>
          {trustPlatforms.map((choice) => (
            <button key={choice} type="button" className={`btn btn-sm ${choice === platform ? 'btn-primary' : 'btn-secondary'}`} aria-pressed={choice === platform} onClick={() => onPlatform(choice)}>
              {choice === 'ios' ? t('https.trust.iosLabel') : platformLabels[choice]}
            </button>
          ))}
        </div>
        <div className="trust-downloads">
          <a className={`btn ${download === 'profile' ? 'btn-primary' : 'btn-secondary'}`} href={caProfilePath} download="hearth.mobileconfig">
            {t('https.trust.downloadProfile')}
          </a>
          <a className={`btn ${download === 'certificate' ? 'btn-primary' : 'btn-secondary'}`} href={caCertificatePath} download="hearth-ca.crt">
            {t('https.trust.downloadCertificate')}
          </a>
        </div>
        <ol className="trust-steps">
          {trustSteps[platform].map((step, index) => (
            <li key={step}>{t(`https.trust.${platform}.${index}`, { name: caName })}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="trust-check-title">
        <h2 id="trust-check-title" className="trust-heading">
          {t('https.trust.check')}
        </h2>
        <p>{t('https.trust.checkText', { name: caName })}</p>
        <p className="trust-fingerprint">{info.caFingerprint}</p>
        {info.caExpires ? <p className="trust-muted">{t('https.trust.validUntil', { date: formatDate(i18n.language, new Date(info.caExpires), { year: 'numeric', month: 'numeric', day: 'numeric' }) })}</p> : null}
      </section>

      <section aria-labelledby="trust-open-title">
        <h2 id="trust-open-title" className="trust-heading">
          {t('https.trust.thenOpen')}
        </h2>
        <ul className="trust-links">
          {info.httpsUrls.map((url) => (
            <li key={url}>
              <a href={url}>{url}</a>
            </li>
          ))}
        </ul>
        {info.httpsUrls.some((url) => url.includes('//hearth.local:')) ? <p className="trust-muted">{t('https.trust.hearthLocal')}</p> : null}
        <NotListening notes={info.notListening} />
      </section>
    </>
  );
}
