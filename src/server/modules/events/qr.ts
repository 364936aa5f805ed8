/**
 * The event QR code parents scan. It encodes PUBLIC_URL + /check-in?event={id} (a series:
 * ?series={id}, one code for the season), from
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

/**
 * A series' one QR code for the season (decision 040): PUBLIC_URL + /check-in?series={id},
 * which leads to the occurrence open now, or says when the next opens.
 */
export function seriesCheckInUrl(publicUrl: string, seriesId: string): string {
  return `${publicUrl}/check-in?series=${encodeURIComponent(seriesId)}`;
}

export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...QR_OPTIONS, type: 'png' });
}

export function qrDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { ...QR_OPTIONS, type: 'image/png' });
}
