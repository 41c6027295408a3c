// zod compiles fast parsers with new Function() when it may; our Content-Security-Policy forbids eval (no
// 'unsafe-eval'), and each try is reported as a CSP violation even though zod catches it: use its interpreter.
import { config } from 'zod/v4/core';

config({ jitless: true });
