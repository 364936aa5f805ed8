/** Baseline: GET /healthz, no database, through every global hook (helmet, rate limit…). */
import { cpuCeiling, describeCpuPerRequest, runLoad } from '../lib/load.ts';
import type { ScenarioFactory } from '../lib/scenario.ts';

export const healthzScenario: ScenarioFactory = ({ settings, target }) => ({
  name: 'GET /healthz (baseline)',
  async run(server) {
    const load = await runLoad({
      title: 'healthz',
      url: server.url,
      connections: settings.connections,
      seconds: settings.seconds,
      warmupSeconds: settings.warmupSeconds,
      requests: [{ method: 'GET', path: '/healthz' }],
      serverPid: server.pid,
      withPostgres: target.kind === 'postgres',
    });
    return {
      scenario: this.name,
      rate: load.reqPerSec,
      rateUnit: 'req/s',
      latencyMs: load.latencyMs,
      errors: load.non2xx + load.connectionErrors,
      target: null,
      notes: [
        describeCpuPerRequest(load),
        ...load.errorSamples.map((sample) => `error: ${sample}`),
      ],
      cpu: load.cpu,
      details: { ...load, cpuCeilingReqPerSec: cpuCeiling(load) },
    };
  },
});
