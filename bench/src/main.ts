import { parseBenchArgs } from './bench-settings.ts';
import { formatReport, writeReport } from './report.ts';
import { runApiBench } from './run-api-bench.ts';

// `npm run bench` runs this after the bundle sizes (scripts/bench.mjs); `node bench/src/main.ts --help` lists options.

const options = parseBenchArgs(process.argv.slice(2));
const report = await runApiBench(options);
console.log(`\n${formatReport(report)}\n`);
if (options.resultsFile) console.log(`Written to ${writeReport(report, options.resultsFile)}`);
