/**
 * The event QR code parents scan. It encodes PUBLIC_URL + /check-in?event={id}, from
 * configuration, never from the request's Host header (a forged Host would otherwise
 * print someone else's site on the poster).
 */
import QRCode from 'qrcode';

/** Pixels: prints sharply at the poster's 300x300 and beyond. */
const QR_WIDTH = 600;
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2, width: QR_WIDTH } as const;

export function checkInUrl(publicUrl: string, eventId: string): string {
  return `${publicUrl}/check-in?event=${encodeURIComponent(eventId)}`;
}

export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...QR_OPTIONS, type: 'png' });
}

export function qrDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { ...QR_OPTIONS, type: 'image/png' });
}
