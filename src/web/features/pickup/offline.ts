/** What other features may do with the pickup releases kept on this device (decision 049). */
export { queuedReleases, releaseSealing } from './lib/release-queue.ts';
