import { useEffect, useState } from 'react';
import { cx } from './cx';
import styles from './QrCode.module.css';

/** The code as an SVG image; the QR library loads with the first code shown, not with the page. */
async function qrImage(text: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface QrCodeProps {
  text: string;
  /** what the code leads to, read out instead of the picture */
  label: string;
  className?: string;
}

/** A QR code of a text (a link), square, as wide as its box; an empty square while it is drawn. */
export function QrCode({ text, label, className }: QrCodeProps) {
  const [image, setImage] = useState<{ text: string; src: string } | null>(null);

  useEffect(() => {
    let current = true;
    void qrImage(text).then((src) => current && setImage({ text, src }));
    return () => {
      current = false;
    };
  }, [text]);

  return image?.text === text ? (
    <img className={cx(styles.qr, className)} src={image.src} alt={label} />
  ) : (
    <span className={cx(styles.qr, styles.drawing, className)} role="img" aria-label={label} aria-busy="true" />
  );
}
