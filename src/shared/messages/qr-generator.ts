/** /admin/qr (docs/product.md#qr-generator). */
export const qrGenerator = {
  title: 'QR Code Generator',
  intro: 'Print the code parents scan at the door. It opens check-in for the chosen event.',
  eventLabel: 'Event',
  chooseEvent: 'Choose an event',
  noEvents: 'No events created yet',
  noEventsText: 'Create an event in Coach Tools first.',
  toolsLink: 'Open Coach Tools',
  imageAlt: (name: string) => `Check-in QR code for ${name}`,
  download: 'Download PNG',
  print: 'Print Poster',
  downloaded: 'QR code downloaded',
  failed: 'Failed to generate QR code',
  generating: 'Generating QR code…',
  posterHeading: 'Poster preview',
  posterInstructions: "Scan with your phone's camera to check your athlete in.",
  encodes: 'Opens',
  placeholder: 'Choose an event to see its QR code.',
  // A series' one code for the season (decision 040).
  seasonNote: 'One code for the whole season: it always opens the session open now.',
  seasonPoster: 'Every session this season',
} as const;
