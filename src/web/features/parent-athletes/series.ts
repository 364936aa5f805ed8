/** How the season screen's opening time reads, for the route that shows it. */
export { opensText } from './lib/series.ts';
