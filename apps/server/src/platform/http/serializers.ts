// Route-level response serializers. Every route declares its response schema (OpenAPI, and in tests a check that the
// answer keeps to its contract and carries no stray field). A few answers are large lists that the service builds
// field by field from explicit columns — availability of every guard (about 1 MB for 5,000 guards), the week of
// shift occurrences, the customer directory — where checking each item against the schema costs more than building
// it (about 8 ms of 38 for availability). In production those go straight to JSON.stringify; tests and development
// keep the check, so a service that drifts from its contract still fails the API suite.
import type { TConfig } from '../../config';

const stringify = () => (data: unknown) => JSON.stringify(data);

/** Spread into the options of a route whose answer the service builds from explicit fields only. */
export const serviceBuiltResponse = (config: Pick<TConfig, 'env'>) =>
  config.env === 'production' ? { serializerCompiler: stringify } : {};
