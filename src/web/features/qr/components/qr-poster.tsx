/**
 * The printable poster (docs/product.md#qr-generator): the 300x300 code, event name, date, location
 * and one line of instructions. `forPrint` renders the copy that replaces the page when printed.
 */
import { createPortal } from 'react-dom';
import { formatLongDate, formatTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { LogoMark } from '#web/components/brand/logo.tsx';
import './qr-print.css';

const t = messages.qrGenerator;

export function QrPoster({
  event,
  imageUrl,
  headingLevel = 'h3',
}: {
  event: TapInEvent;
  imageUrl: string;
  headingLevel?: 'h2' | 'h3' | 'p';
}) {
  const Heading = headingLevel;
  return (
    <div className="qr-poster">
      {/* The logo, as on every TapIn screen; the poster keeps its print colours in any theme. */}
      <p className="qr-poster__brand">
        <LogoMark className="qr-poster__mark" />
        <span>
          {messages.brand.name.slice(0, -2)}
          <span className="qr-poster__accent">{messages.brand.name.slice(-2)}</span>
        </span>
      </p>
      <Heading className="qr-poster__name">{event.name}</Heading>
      <p className="qr-poster__meta">
        {event.seriesId ? (
          // The season's poster: one code for every session (decision 040).
          t.seasonPoster
        ) : (
          <>
            {formatLongDate(event.date)}
            <br />
            {formatTime(event.date)}
          </>
        )}
        <br />
        {event.locationName}
      </p>
      <img
        className="qr-poster__image"
        src={imageUrl}
        alt={t.imageAlt(event.name)}
        width={300}
        height={300}
      />
      <p className="qr-poster__instructions">{t.posterInstructions}</p>
    </div>
  );
}

/** The print copy: a direct child of <body>, hidden on screen (qr-print.css). */
export function QrPrintCopy({ event, imageUrl }: { event: TapInEvent; imageUrl: string }) {
  return createPortal(
    <div className="qr-print-root" aria-hidden="true">
      <QrPoster event={event} imageUrl={imageUrl} headingLevel="p" />
    </div>,
    document.body,
  );
}
