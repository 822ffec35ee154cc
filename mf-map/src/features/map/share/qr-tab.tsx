import { formatMessage, messages, qrFileName } from '@groupmap/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { useRef } from 'react';
import { downloadSvg } from './download-svg';

/** Spec section 9: the QR code is 200 px with error correction level H (high). */
const QR_SIZE_PX = 200;
const QR_LEVEL = 'H';
/** The quiet zone scanners need, in modules, so the downloaded file scans on any background. */
const QR_MARGIN_MODULES = 4;

/**
 * The QR tab: a QR code of the map page's address and "Download QR Code", saving it as an SVG named
 * after the map. Its own chunk: qrcode.react loads only when this tab is opened.
 */
export default function QrTab({ mapName, pageUrl }: { mapName: string; pageUrl: string }) {
  const figure = useRef<HTMLElement>(null);
  const title = formatMessage(messages.mapPage.qrCodeTitle, { name: mapName });
  const download = () => {
    const svg = figure.current?.querySelector('svg');
    if (svg) downloadSvg(svg, qrFileName(mapName));
  };
  return (
    <div className="share-qr">
      <figure ref={figure} className="share-qr__code">
        <QRCodeSVG
          value={pageUrl}
          size={QR_SIZE_PX}
          level={QR_LEVEL}
          marginSize={QR_MARGIN_MODULES}
          role="img"
          aria-label={title}
          title={title}
        />
      </figure>
      <button type="button" className="gm-button" onClick={download}>
        {messages.mapPage.downloadQrCode}
      </button>
    </div>
  );
}
