#!/usr/bin/env node
// Before a benchmark that runs the built API and workers, as `npm start` does: builds them when stale.
import { ensureBuild } from './lib.mjs';

ensureBuild();
