// A CPU worker thread (platform/cpu/pool.ts): imports the modules that register CPU tasks, then serves them. Built
// beside main.js as dist/cpu-worker.js; run from source through tsx.
import './modules/face-recognition/face-engine';
import './platform/documents/pdf';
import { serveCpuTasks } from './platform/cpu/pool';

serveCpuTasks();
