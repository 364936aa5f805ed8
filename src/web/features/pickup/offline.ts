/** What other features may do with the pickup releases kept on this device (decision 049). */
export { forgetReleaseNames, queuedReleases } from './lib/release-queue.ts';
