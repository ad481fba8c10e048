// `npm run worker`: the worker process of full mode, in the foreground.
import { runService } from './run-service.mjs';

runService('services/worker/src/worker.ts', process.argv.slice(2));
